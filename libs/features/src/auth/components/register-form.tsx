// Registration, in the dialog and at /user/register: phone, image captcha, SMS code (60 s countdown, or what
// the server answers), password twice, an optional name. The server creates the account without a session,
// so the form then signs in with the same phone and password; if that fails the person is asked to log in.
// Server refusals show as a toast and the form keeps what was typed.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { openLoginAtom } from '@zhiyuan/domain';
import { Button, FormField, Input, PasswordInput, toast } from '@zhiyuan/ui';
import { reportError, useDomain, useValidateEdited } from '../../shared/index.ts';
import { useSignIn } from '../api/use-sign-in.ts';
import { registerResolver, type RegisterValues } from '../form-schemas.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useSendCode } from '../hooks/use-send-code.ts';
import { authMessages as t } from '../messages.ts';
import { CaptchaField } from './captcha-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

export interface RegisterFormProps {
  /** Called after the account exists; `signedIn` says whether the automatic sign-in worked. */
  onSuccess?: (result: { signedIn: boolean }) => void;
  /** Puts the cursor in the phone field on mount (in a dialog, instead of on its close button). */
  focusOnMount?: boolean;
}

export function RegisterForm({ onSuccess, focusOnMount = false }: RegisterFormProps) {
  const { api, account } = useDomain();
  const signIn = useSignIn();
  const openLogin = useSetAtom(openLoginAtom);
  const captcha = useCaptcha();
  const form = useForm<RegisterValues, unknown, Omit<RegisterValues, 'captchaCode'>>({
    resolver: registerResolver,
    defaultValues: { phone: '', captchaCode: '', code: '', password: '', confirmPassword: '', name: '' },
  });
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = form;
  const validateEdited = useValidateEdited(trigger);

  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus('phone');
  }, [focusOnMount, setFocus]);

  const sendCode = useSendCode(
    {
      values: () => ({ phone: form.getValues('phone'), captchaCode: form.getValues('captchaCode') }),
      setError: (field, message) => form.setError(field, { type: 'manual', message }),
      clearErrors: (fields) => form.clearErrors(fields),
      focus: (field) => form.setFocus(field),
      clearCaptcha: () => form.setValue('captchaCode', ''),
    },
    captcha,
    (body) => api.registerSendPhoneCode(body),
  );

  const onSubmit = handleSubmit(async (values) => {
    const { phone, code, password, name } = values;
    try {
      await account.register({ phone, code, password, ...(name ? { name } : {}) });
    } catch (error) {
      reportError(error);
      return;
    }
    let signedIn = true;
    try {
      await signIn({ phone, password });
    } catch {
      signedIn = false;
    }
    if (signedIn) {
      toast.success(t.register.success);
    } else {
      toast.info(t.register.successLoginNeeded);
      openLogin();
    }
    onSuccess?.({ signedIn });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t.phone} error={errors.phone?.message} required>
        <Input
          {...register('phone', validateEdited('phone'))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t.phonePlaceholder}
        />
      </FormField>
      <CaptchaField
        captcha={captcha}
        error={errors.captchaCode?.message}
        inputProps={register('captchaCode', validateEdited('captchaCode'))}
      />
      <SmsCodeField
        error={errors.code?.message}
        inputProps={register('code', validateEdited('code'))}
        onSend={sendCode}
      />
      <FormField label={t.password} hint={t.passwordHint} error={errors.password?.message} required>
        <PasswordInput
          {...register('password', validateEdited('password'))}
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
        />
      </FormField>
      <FormField label={t.confirmPassword} error={errors.confirmPassword?.message} required>
        <PasswordInput
          {...register('confirmPassword', validateEdited('confirmPassword'))}
          autoComplete="new-password"
          placeholder={t.confirmPasswordPlaceholder}
        />
      </FormField>
      <FormField label={t.name} error={errors.name?.message}>
        <Input
          {...register('name', validateEdited('name'))}
          autoComplete="name"
          placeholder={t.namePlaceholder}
        />
      </FormField>
      <Button type="submit" variant="primary" loading={isSubmitting} className="w-full">
        {t.register.submit}
      </Button>
    </form>
  );
}
