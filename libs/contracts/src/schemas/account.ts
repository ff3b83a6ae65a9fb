/**
 * Payloads of the account calls (issue 3 §2): public key, image captcha, SMS codes, register, reset,
 * login, user info, password change, phone binding, role switch. Passwords on the wire are RSA-encrypted
 * base64 text (`encryptedPasswordSchema`); the forms check the plain password with `passwordSchema`.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { clientTypeSchema, roleSchema } from '../roles.ts';
import {
  captchaCodeSchema,
  captchaIdSchema,
  encryptedPasswordSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
} from '../rules.ts';
import { optionalText } from './optional.ts';
import { queryObject } from './query.ts';

/**
 * `GET /api/user/publicKey` → the server's RSA public key (PEM) and a nonce to encrypt with the password
 * (`passwordPlaintext`), accepted once within minutes. The server always sends the nonce; it is optional here
 * so that component fixtures without it still parse (they then see the bare password, as before).
 */
export const publicKeyData = z.object({ publicKey: z.string(), nonce: z.string().optional() });
export type PublicKeyData = z.output<typeof publicKeyData>;

/** `GET /api/user/getImageCode` → an image captcha: its id and the SVG to show. */
export const imageCodeData = z.object({ captchaId: z.string(), svg: z.string() });
export type ImageCodeData = z.output<typeof imageCodeData>;

/** Body of `registerSendPhoneCode` and `resetPasswordSendCode`: the phone and the solved captcha. */
export const sendCodeBody = z.object({
  phone: phoneSchema,
  captchaId: captchaIdSchema,
  captchaCode: captchaCodeSchema,
});
export type SendCodeBody = z.input<typeof sendCodeBody>;

/** Answer to a code send: seconds before another code may be asked for the same phone (60). */
export const sendCodeData = z.object({ cooldownSeconds: z.number().int().nonnegative() });
export type SendCodeData = z.output<typeof sendCodeData>;

/** `POST /api/user/register` body. */
export const registerBody = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: encryptedPasswordSchema,
  name: optionalText(nameSchema),
});
export type RegisterBody = z.input<typeof registerBody>;

/** `POST /api/user/resetPassword` body. */
export const resetPasswordBody = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: encryptedPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/**
 * `POST /api/user/login` body; `clientType: 2` is the back office (staff only). After 5 failed logins for a
 * phone the server also wants a solved image captcha (`captchaId`, `captchaCode`); before that they may be
 * left out, and empty fields count as absent.
 */
export const loginBody = z.object({
  phone: phoneSchema,
  password: encryptedPasswordSchema,
  clientType: clientTypeSchema.optional(),
  captchaId: optionalText(captchaIdSchema),
  captchaCode: optionalText(captchaCodeSchema),
});
export type LoginBody = z.input<typeof loginBody>;

/**
 * `POST /api/user/login` → the session token, the user's name (`username`) and avatar URL (`file`), and
 * whether an admin reset the password (`mustChangePassword`: show the change-password form; every call but
 * getUserInfo, updatePassword, loginOut and checkLogin answers 100403 请先修改密码 until it is changed). The
 * server always sends the flag; it is optional here so that older fixtures still parse.
 */
export const loginData = z.object({
  token: z.string().min(1),
  username: z.string(),
  file: z.string(),
  mustChangePassword: z.boolean().optional(),
});
export type LoginData = z.output<typeof loginData>;

/** `GET /api/user/checkLogin` → whether the token sent (if any) belongs to a live session. */
export const checkLoginData = z.object({ loggedIn: z.boolean() });
export type CheckLoginData = z.output<typeof checkLoginData>;

/**
 * `GET /api/user/getUserInfo` → name, avatar URL (`file`), every role the user holds, phone, and the role
 * the session acts as (`activeRole`, changed by `switchRole`). The server always sends `activeRole`; it is
 * optional here so that older fixtures without it still parse.
 */
export const userInfoData = z.object({
  name: z.string(),
  file: z.string(),
  roles: z.array(roleSchema),
  phone: z.string(),
  activeRole: roleSchema.optional(),
  /** As in the login answer: the password must be changed before anything else (always sent). */
  mustChangePassword: z.boolean().optional(),
});
export type UserInfo = z.output<typeof userInfoData>;

/** The calls a user whose password an admin reset may still make (the rest answer 100403 请先修改密码). */
export const PASSWORD_CHANGE_CALLS = ['getUserInfo', 'updatePassword', 'loginOut', 'checkLogin'] as const;

/** `POST /api/user/updatePassword` body: both passwords encrypted. */
export const updatePasswordBody = z.object({
  oldPassword: encryptedPasswordSchema,
  newPassword: encryptedPasswordSchema,
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;

/** Path parameters of `GET /api/user/code/bind-phone/:phone` (sends a code to the new phone). */
export const bindPhoneParams = z.object({ phone: phoneSchema });
export type BindPhoneParams = z.input<typeof bindPhoneParams>;

/**
 * Query of `GET /api/user/code/bind-phone/:phone`: the solved image captcha, which a bind code needs like a
 * registration code (a signed-in user must not be able to text any phone at will).
 */
export const bindPhoneCodeQuery = queryObject({ captchaId: captchaIdSchema, captchaCode: captchaCodeSchema });
export type BindPhoneCodeQuery = z.input<typeof bindPhoneCodeQuery>;

/** `POST /api/user/code/bind-phone` body. */
export const bindPhoneBody = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type BindPhoneBody = z.input<typeof bindPhoneBody>;

/**
 * `data` of a 100429 answer (too many requests, too many codes, a locked login): seconds to wait. A locked
 * login also says until when (ISO 8601) and that the next attempt needs a captcha.
 */
export const retryErrorData = z.object({
  retryAfterSeconds: z.number().int().nonnegative(),
  lockedUntil: z.string().optional(),
  captchaRequired: z.boolean().optional(),
});
export type RetryErrorData = z.output<typeof retryErrorData>;

/** `data` of a 100400 login answer when a captcha is (now) required: the form shows the captcha field. */
export const captchaRequiredErrorData = z.object({ captchaRequired: z.literal(true) });
export type CaptchaRequiredErrorData = z.output<typeof captchaRequiredErrorData>;

/** `POST /api/user/switchRole` body: the role to act as, which the user must hold. */
export const switchRoleBody = z.object({ role: roleSchema });
export type SwitchRoleBody = z.input<typeof switchRoleBody>;

// Form schemas: what the person types, with plain passwords. The domain layer encrypts before sending.

/** Login form (site and back office). */
export const loginFormSchema = z.object({ phone: phoneSchema, password: passwordSchema });
export type LoginForm = z.input<typeof loginFormSchema>;

const confirmPassword = z
  .string({ error: M.confirmPasswordRequired })
  .min(1, { error: M.confirmPasswordRequired });

/** Fields of the register form, without the cross-field check (use for `.pick()` when sending the code). */
export const registerFormFields = z.object({
  phone: phoneSchema,
  captchaCode: captchaCodeSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  confirmPassword,
  name: optionalText(nameSchema),
});

/**
 * "Typed twice the same", on `confirmPassword`, checked as soon as both are typed even while other fields are
 * still empty or wrong. It is joined to a form as an intersection, not a refinement: zod skips an object's
 * refinements once a field has stopped at its first failure (`abort`), which is what every required field here
 * does, so a refinement would only speak once the whole form was otherwise right.
 */
function typedTwice<F extends 'password' | 'newPassword'>(field: F) {
  const typed = (x: unknown) => typeof x === 'string' && x !== '';
  return z
    .object({ [field]: z.string(), confirmPassword: z.string() } as Record<
      F | 'confirmPassword',
      z.ZodString
    >)
    .refine((v: Record<string, unknown>) => v[field] === v.confirmPassword, {
      path: ['confirmPassword'],
      error: M.passwordMismatch,
      when: ({ value }) => {
        const v = (value ?? {}) as Record<string, unknown>;
        return typed(v[field]) && typed(v.confirmPassword);
      },
    });
}

/** The new password typed twice, for the register and reset forms (join with `.and()`). */
export const passwordTypedTwice = typedTwice('password');

/** Register form: the fields plus "both passwords match" (message on `confirmPassword`). */
export const registerFormSchema = registerFormFields.and(passwordTypedTwice);
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Fields of the reset-password form, without the cross-field check. */
export const resetPasswordFormFields = registerFormFields.omit({ name: true });

/** Reset-password form: the fields plus "both passwords match". */
export const resetPasswordFormSchema = resetPasswordFormFields.and(passwordTypedTwice);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/**
 * Change-password form. The old password is only required (it may predate the current rule); the new one
 * follows the rule, differs from the old one and is typed twice.
 */
export const updatePasswordFormSchema = z
  .object({
    oldPassword: z.string({ error: M.oldPasswordRequired }).min(1, { error: M.oldPasswordRequired }),
    newPassword: passwordSchema,
    confirmPassword,
  })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], error: M.newPasswordSameAsOld })
  .and(typedTwice('newPassword'));
export type UpdatePasswordForm = z.input<typeof updatePasswordFormSchema>;
