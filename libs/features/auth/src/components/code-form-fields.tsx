// The fields registration and password reset share: phone, image captcha, SMS code with its 获取验证码 button,
// and the new password typed twice.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, Input, PasswordInput } from '@zhiyuan/ui';
import { CaptchaField } from '@zhiyuan/feature-shared';
import type { CodeFormField, useCodeForm } from '../hooks/use-code-form.ts';
import { authMessages as t } from '../messages.ts';
import { SmsCodeField } from './sms-code-field.tsx';

export interface CodeFormFieldsProps {
  code: Pick<ReturnType<typeof useCodeForm>, 'captcha' | 'sendCode' | 'errors'> & {
    fieldProps: (name: CodeFormField) => UseFormRegisterReturn;
  };
  /** `tel` for a new account, `username` for the account whose password is reset. */
  phoneAutoComplete: 'tel' | 'username';
  passwordLabel: string;
}

/** Phone, captcha, SMS code, then the new password twice. */
export function CodeFormFields({ code, phoneAutoComplete, passwordLabel }: CodeFormFieldsProps) {
  const { errors, fieldProps } = code;
  return (
    <>
      <FormField label={t.phone} error={errors.phone?.message} required>
        <Input
          {...fieldProps('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete={phoneAutoComplete}
          placeholder={t.phonePlaceholder}
        />
      </FormField>
      <CaptchaField
        captcha={code.captcha}
        error={errors.captchaCode?.message}
        inputProps={fieldProps('captchaCode')}
      />
      <SmsCodeField error={errors.code?.message} inputProps={fieldProps('code')} onSend={code.sendCode} />
      <FormField label={passwordLabel} hint={t.passwordHint} error={errors.password?.message} required>
        <PasswordInput
          {...fieldProps('password')}
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
        />
      </FormField>
      <FormField label={t.confirmPassword} error={errors.confirmPassword?.message} required>
        <PasswordInput
          {...fieldProps('confirmPassword')}
          autoComplete="new-password"
          placeholder={t.confirmPasswordPlaceholder}
        />
      </FormField>
    </>
  );
}
