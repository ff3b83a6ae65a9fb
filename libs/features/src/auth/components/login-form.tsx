// Phone and password sign-in, checked with the shared rules before anything is sent (errors under the
// fields, focus on the first invalid one); the password leaves the browser RSA-encrypted. On success the
// session is stored, 登录成功 is shown and `onSuccess` decides what comes next.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { loginFormSchema, type LoginForm as LoginFormValues } from '@zhiyuan/contracts';
import { Button, FormField, Input, PasswordInput, toast } from '@zhiyuan/ui';
import { reportError, useValidateEdited } from '../../shared/index.ts';
import { useSignIn } from '../api/use-sign-in.ts';
import { authMessages as t } from '../messages.ts';

export interface LoginFormProps {
  onSuccess?: () => void;
  /** Shown under the password field, right-aligned (the 忘记密码 link). */
  passwordExtra?: ReactNode;
  /** Shown under the submit button (register and find-password links). */
  footer?: ReactNode;
  /** Puts the cursor in the phone field on mount (in a dialog, instead of on its close button). */
  focusOnMount?: boolean;
}

export function LoginForm({ onSuccess, passwordExtra, footer, focusOnMount = false }: LoginFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    trigger,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { phone: '', password: '' },
  });
  const validateEdited = useValidateEdited(trigger);

  useEffect(() => {
    if (focusOnMount) setFocus('phone');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(t.login.success);
    onSuccess?.();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t.phone} error={errors.phone?.message} required>
        <Input
          {...register('phone', validateEdited('phone'))}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          placeholder={t.phonePlaceholder}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <FormField label={t.password} error={errors.password?.message} required>
          <PasswordInput
            {...register('password', validateEdited('password'))}
            autoComplete="current-password"
            placeholder={t.passwordPlaceholder}
          />
        </FormField>
        {passwordExtra != null && <div className="flex justify-end">{passwordExtra}</div>}
      </div>
      <Button type="submit" variant="primary" loading={isSubmitting} className="w-full">
        {t.login.submit}
      </Button>
      {footer}
    </form>
  );
}
