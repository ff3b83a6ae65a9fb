// Phone and password sign-in, checked with the shared rules before anything is sent (errors under the
// fields, focus on the first invalid one); the password leaves the browser RSA-encrypted. On success the
// session is stored, 登录成功 is shown and `onSuccess` decides what comes next.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  captchaRequiredErrorData,
  loginFormSchema,
  VALIDATION_MESSAGES,
  type LoginForm as LoginFormValues,
} from '@zhiyuan/contracts';
import { isApiError } from '@zhiyuan/domain';
import { Button, FormField, Input, PasswordInput, toast } from '@zhiyuan/ui';
import { CaptchaField, reportError, useCaptcha, useValidateEdited } from '@zhiyuan/feature-shared';
import { useSignIn } from '../api/use-sign-in.ts';
import { authMessages as t } from '../messages.ts';

// After repeated failures the server wants an image captcha with each attempt (it says so in the error's data).
const loginWithCaptchaSchema = loginFormSchema.extend({ captchaCode: z.string().optional() });
type LoginValues = LoginFormValues & { captchaCode?: string };

function needsCaptcha(error: unknown): boolean {
  return isApiError(error) && captchaRequiredErrorData.safeParse(error.data).success;
}

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
  const [captchaRequired, setCaptchaRequired] = useState(false);
  // Fetched only once the server asks for it, so a normal login never spends a captcha.
  const captcha = useCaptcha({ enabled: captchaRequired });
  const {
    register,
    handleSubmit,
    trigger,
    setFocus,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginWithCaptchaSchema),
    defaultValues: { phone: '', password: '', captchaCode: '' },
  });
  const validateEdited = useValidateEdited(trigger);

  useEffect(() => {
    if (focusOnMount) setFocus('phone');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async ({ phone, password, captchaCode }) => {
    const { captchaId } = captcha;
    if (captchaRequired && !captchaCode) {
      setError('captchaCode', { message: VALIDATION_MESSAGES.captchaCodeRequired }, { shouldFocus: true });
      return;
    }
    try {
      await signIn({
        phone,
        password,
        ...(captchaRequired && captchaId && captchaCode ? { captchaId, captchaCode } : {}),
      });
    } catch (error) {
      reportError(error);
      if (needsCaptcha(error)) {
        // A captcha is single use: every refused attempt needs a fresh one.
        if (captchaRequired) captcha.refresh();
        resetField('captchaCode');
        setCaptchaRequired(true);
      }
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
      {captchaRequired && (
        <CaptchaField
          captcha={captcha}
          error={errors.captchaCode?.message}
          inputProps={register('captchaCode')}
        />
      )}
      <Button type="submit" variant="primary" loading={isSubmitting} className="w-full">
        {t.login.submit}
      </Button>
      {footer}
    </form>
  );
}
