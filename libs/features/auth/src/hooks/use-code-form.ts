// The form behind registration and password reset, which share their first steps: a phone, the image
// captcha, an SMS code asked for with them (the 获取验证码 step), and a new password typed twice. The hook
// builds the react-hook-form form with the caller's resolver, the captcha and the send step; `fieldProps`
// registers one of the shared fields with the "check once edited" behaviour of every form here.
import type { SendCodeBody, SendCodeData } from '@zhiyuan/contracts';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useCaptcha, useSendCode, useValidateEdited } from '@zhiyuan/feature-shared';
import type { ResetValues } from '../form-schemas.ts';

/** The fields every code form has (those of the reset form; registration adds a name). */
export type CodeFormField = keyof ResetValues;

export function useCodeForm<T extends ResetValues, Out>(options: {
  resolver: Resolver<T, unknown, Out>;
  defaultValues: T;
  send: (body: SendCodeBody) => Promise<SendCodeData>;
}) {
  const captcha = useCaptcha();
  const form = useForm<T, unknown, Out>({
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<T>,
  });
  const validateEdited = useValidateEdited(form.trigger);
  // Every T has the reset form's fields; react-hook-form's path types cannot see that through the generic.
  const path = (name: CodeFormField) => name as Path<T>;
  const text = (name: CodeFormField) => String(form.getValues(path(name)) ?? '');

  const sendCode = useSendCode(
    {
      values: () => ({ phone: text('phone'), captchaCode: text('captchaCode') }),
      setError: (field, message) => form.setError(path(field), { type: 'manual', message }),
      clearErrors: (fields) => form.clearErrors(fields.map(path)),
      focus: (field) => form.setFocus(path(field)),
      clearCaptcha: () => form.setValue(path('captchaCode'), '' as PathValue<T, Path<T>>),
    },
    captcha,
    options.send,
  );

  const fieldProps = (name: CodeFormField): UseFormRegisterReturn =>
    form.register(path(name), validateEdited(path(name)));

  return {
    form,
    captcha,
    sendCode,
    fieldProps,
    /** The errors of the shared fields. */
    errors: form.formState.errors as FieldErrors<ResetValues>,
    validateEdited,
  };
}
