// Password reset at /user/resetPassword: phone, image captcha, SMS code with its countdown, the new password
// twice. The server signs the account out everywhere, so `onSuccess` usually leads to the login.
import { useForm } from 'react-hook-form';
import { Button, FormField, Input, PasswordInput, toast } from '@zhiyuan/ui';
import { reportError, useDomain, useValidateEdited } from '../../shared/index.ts';
import { resetResolver, type ResetValues } from '../form-schemas.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useSendCode } from '../hooks/use-send-code.ts';
import { authMessages as t } from '../messages.ts';
import { CaptchaField } from './captcha-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

export interface ResetPasswordFormProps {
  onSuccess?: () => void;
}

export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const { api, account } = useDomain();
  const captcha = useCaptcha();
  const form = useForm<ResetValues, unknown, Omit<ResetValues, 'captchaCode'>>({
    resolver: resetResolver,
    defaultValues: { phone: '', captchaCode: '', code: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = form;
  const validateEdited = useValidateEdited(trigger);

  const sendCode = useSendCode(
    {
      values: () => ({ phone: form.getValues('phone'), captchaCode: form.getValues('captchaCode') }),
      setError: (field, message) => form.setError(field, { type: 'manual', message }),
      clearErrors: (fields) => form.clearErrors(fields),
      focus: (field) => form.setFocus(field),
      clearCaptcha: () => form.setValue('captchaCode', ''),
    },
    captcha,
    (body) => api.resetPasswordSendCode(body),
  );

  const onSubmit = handleSubmit(async ({ phone, code, password }) => {
    try {
      await account.resetPassword({ phone, code, password });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(t.resetPassword.success);
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
      <FormField label={t.newPassword} hint={t.passwordHint} error={errors.password?.message} required>
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
      <Button type="submit" variant="primary" loading={isSubmitting} className="w-full">
        {t.resetPassword.submit}
      </Button>
    </form>
  );
}
