// The shared form rules of @zhiyuan/contracts as the auth forms apply them. The image captcha guards only the
// SMS request — the server spends it there — so it is checked when 获取验证码 is pressed (`sendCodeFields`,
// as the contract suggests) and left out of the submit check, where a spent captcha would only get in the way.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  registerFormFields,
  resetPasswordFormFields,
  passwordTypedTwice,
  type RegisterForm,
  type ResetPasswordForm,
} from '@zhiyuan/contracts';

/** Register submit: every field of the register form except the captcha, and matching passwords. */
export const registerSubmitSchema = registerFormFields.omit({ captchaCode: true }).and(passwordTypedTwice);

/** Reset submit: phone, code, the new password twice. */
export const resetSubmitSchema = resetPasswordFormFields.omit({ captchaCode: true }).and(passwordTypedTwice);

export type RegisterValues = RegisterForm;
export type ResetValues = ResetPasswordForm;

type WithoutCaptcha<T> = Omit<T, 'captchaCode'>;

/**
 * Uses a resolver of the form without its captcha field for the whole form: the captcha answer stays among
 * the form's values (the 获取验证码 step reads it) but is never part of the submit check. The resolver only
 * reads the fields it knows, so the widening is sound; TypeScript cannot see that through FieldErrors.
 */
function ignoringCaptcha<T extends { captchaCode: string }, Out>(
  inner: Resolver<WithoutCaptcha<T>, unknown, Out>,
): Resolver<T, unknown, Out> {
  return inner as unknown as Resolver<T, unknown, Out>;
}

export const registerResolver = ignoringCaptcha<RegisterValues, WithoutCaptcha<RegisterValues>>(
  zodResolver(registerSubmitSchema),
);
export const resetResolver = ignoringCaptcha<ResetValues, WithoutCaptcha<ResetValues>>(
  zodResolver(resetSubmitSchema),
);
