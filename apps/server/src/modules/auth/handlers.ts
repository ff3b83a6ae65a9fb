// Signing in and out: the public key, image captchas, login (with the brute-force guard), the session
// check and logout.
import { CLIENT_TYPE, ERROR_CODES, isStaffRole, type Role } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { Captchas } from './captcha.ts';
import type { ServerKeys } from './keys.ts';
import { lockedError, type LoginGuard } from './login-guard.ts';
import { AUTH_MESSAGES } from './messages.ts';
import type { PasswordNonces } from './nonces.ts';
import type { PasswordInput } from './password-input.ts';
import type { PasswordHasher } from './passwords.ts';
import { defaultActiveRole, type SessionStore } from './sessions.ts';

export type AuthHandlers = Pick<
  CallHandlers,
  'getPublicKey' | 'getImageCode' | 'login' | 'checkLogin' | 'loginOut'
>;

/** The account a login names, as the users module finds it. */
export interface LoginUser {
  id: number;
  name: string;
  avatar: string;
  passwordHash: string;
  roles: Role[];
  locked: boolean;
  mustChangePassword: boolean;
}

export interface AuthHandlerDeps {
  now: Clock;
  keys: ServerKeys;
  nonces: PasswordNonces;
  passwordInput: PasswordInput;
  passwords: PasswordHasher;
  sessions: SessionStore;
  captchas: Captchas;
  loginGuard: LoginGuard;
  findUserByPhone(phone: string): Promise<LoginUser | null>;
}

export function authHandlers(s: AuthHandlerDeps): AuthHandlers {
  return {
    // A fresh nonce each time: the contract marks the call personal, so the answer is never cached.
    getPublicKey: async () => {
      return { publicKey: s.keys.publicKeyPem, nonce: s.nonces.issue() };
    },

    getImageCode: async () => s.captchas.issue(),

    login: async ({ input }) => {
      const { phone } = input;
      const guard = await s.loginGuard.state(phone);
      if (guard.lockedUntil !== null) throw lockedError(guard.lockedUntil, s.now());
      if (guard.needsCaptcha && s.captchas.enabled) {
        if (!input.captchaId || !input.captchaCode) {
          throw fieldError('captchaCode', AUTH_MESSAGES.captchaRequired, { captchaRequired: true });
        }
        if (!(await s.captchas.verify(input.captchaId, input.captchaCode))) {
          throw fieldError('captchaCode', AUTH_MESSAGES.captchaWrong, { captchaRequired: true });
        }
      }
      const { password: plain } = await s.passwordInput.read({ password: { cipher: input.password } });
      const user = await s.findUserByPhone(phone);
      let valid = false;
      if (user) valid = await s.passwords.verify(plain, user.passwordHash);
      else await s.passwords.waste(plain);
      if (!user || !valid) {
        const lockedUntil = await s.loginGuard.recordFailure(phone);
        if (lockedUntil !== null) throw lockedError(lockedUntil, s.now());
        // The same answer for an unknown phone and a wrong password.
        throw new AppError(
          ERROR_CODES.badRequest,
          AUTH_MESSAGES.wrongCredentials,
          guard.needsCaptcha ? { data: { captchaRequired: true } } : {},
        );
      }
      // Said only to someone who knows the password: a locked account is not revealed to guessers.
      if (user.locked) throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.accountLocked);
      const client = input.clientType === CLIENT_TYPE.admin ? 'admin' : 'web';
      const staffRoles = user.roles.filter(isStaffRole);
      if (client === 'admin' && staffRoles.length === 0) {
        throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.staffOnly);
      }
      await s.loginGuard.clear(phone);
      const token = await s.sessions.create(
        user.id,
        client,
        defaultActiveRole(client === 'admin' ? staffRoles : user.roles),
      );
      return {
        token,
        username: user.name,
        file: user.avatar,
        mustChangePassword: user.mustChangePassword,
      };
    },

    checkLogin: async ({ currentAuth }) => ({ loggedIn: (await currentAuth()) !== null }),

    loginOut: async ({ currentAuth }) => {
      const auth = await currentAuth();
      if (auth) await s.sessions.revoke(auth.sessionId);
    },
  };
}
