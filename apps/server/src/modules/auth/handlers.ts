// Signing in and out: the public key, image captchas, login (with the brute-force guard), the session
// check and logout.
import { CLIENT_TYPE, ERROR_CODES, isStaffRole } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { lockedError } from './login-guard.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { decryptPassword } from './password-input.ts';
import { defaultActiveRole } from './sessions.ts';

type AuthHandlers = Pick<CallHandlers, 'getPublicKey' | 'getImageCode' | 'login' | 'checkLogin' | 'loginOut'>;

export function authHandlers(s: Services): AuthHandlers {
  return {
    getPublicKey: async () => ({ publicKey: s.keys.publicKeyPem }),

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
      const plain = decryptPassword(s.keys, input.password, 'password');
      const user = await s.users.findByPhone(phone);
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
      return { token, username: user.name, file: user.avatar };
    },

    checkLogin: async ({ currentAuth }) => ({ loggedIn: (await currentAuth()) !== null }),

    loginOut: async ({ currentAuth }) => {
      const auth = await currentAuth();
      if (auth) await s.sessions.revoke(auth.sessionId);
    },
  };
}
