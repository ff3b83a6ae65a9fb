// The account's own calls: codes, registration and password reset (which reveal nothing about which phones
// have accounts to anyone who cannot read the phone's messages), user info, password change, phone binding
// and the role switch.
import { ERROR_CODES, VALIDATION_MESSAGES as M, isStaffRole, type UserInfo } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/time.ts';
import { AUTH_MESSAGES, lockedError, type Auth, type AuthContext } from '../auth/index.ts';
import type { SmsCodes } from '../sms/index.ts';
import { defaultUserName, USER_MESSAGES } from './messages.ts';
import type { Users } from './repository.ts';

export interface UserHandlerDeps {
  users: Users;
  auth: Pick<Auth, 'passwordInput' | 'passwords' | 'sessions' | 'captchas' | 'loginGuard'>;
  smsCodes: SmsCodes;
  now: Clock;
}

export type UserHandlers = Pick<
  CallHandlers,
  | 'registerSendPhoneCode'
  | 'resetPasswordSendCode'
  | 'register'
  | 'resetPassword'
  | 'getUserInfo'
  | 'updatePassword'
  | 'sendBindPhoneCode'
  | 'bindPhone'
  | 'switchRole'
>;

function userInfo(auth: AuthContext): UserInfo {
  return {
    name: auth.name,
    file: auth.avatar,
    roles: auth.roles,
    phone: auth.phone,
    activeRole: auth.activeRole,
    mustChangePassword: auth.mustChangePassword,
  };
}

export function userHandlers({ users, auth: a, smsCodes, now }: UserHandlerDeps): UserHandlers {
  async function checkCaptcha(captchaId: string, captchaCode: string): Promise<void> {
    if (!(await a.captchas.verify(captchaId, captchaCode)))
      throw fieldError('captchaCode', AUTH_MESSAGES.captchaWrong);
  }

  return {
    // Both send a code whether or not the phone has an account: the answer is the same either way, and
    // only the phone's owner learns more (at the next step, with the code in hand).
    registerSendPhoneCode: async ({ input }) => {
      await checkCaptcha(input.captchaId, input.captchaCode);
      return smsCodes.send(input.phone, 'register');
    },

    resetPasswordSendCode: async ({ input }) => {
      await checkCaptcha(input.captchaId, input.captchaCode);
      return smsCodes.send(input.phone, 'reset');
    },

    register: async ({ input }) => {
      // The password is checked before the code is spent, so a typo in it does not cost a new SMS.
      const { password: plain } = await a.passwordInput.read({
        password: { cipher: input.password, chosen: true },
      });
      await smsCodes.verify(input.phone, 'register', input.code);
      const created = await users.create({
        phone: input.phone,
        name: input.name ?? defaultUserName(input.phone),
        passwordHash: await a.passwords.hash(plain),
        roles: ['student'],
      });
      if (!created) throw new AppError(ERROR_CODES.conflict, USER_MESSAGES.phoneRegistered);
    },

    resetPassword: async ({ input }) => {
      const { password: plain } = await a.passwordInput.read({
        password: { cipher: input.password, chosen: true },
      });
      await smsCodes.verify(input.phone, 'reset', input.code);
      const user = await users.findByPhone(input.phone);
      if (!user) throw new AppError(ERROR_CODES.notFound, USER_MESSAGES.phoneUnknown);
      await users.setPasswordHash(user.id, await a.passwords.hash(plain));
      await a.sessions.revokeAllOf(user.id);
      await a.loginGuard.clear(input.phone);
    },

    getUserInfo: async ({ auth }) => userInfo(auth),

    updatePassword: async ({ input, auth }) => {
      // Guessing the old password through a stolen session counts like guessing it at login.
      const guard = await a.loginGuard.state(auth.phone);
      if (guard.lockedUntil !== null) throw lockedError(guard.lockedUntil, now());
      const { oldPassword: oldPlain, newPassword: newPlain } = await a.passwordInput.read({
        oldPassword: { cipher: input.oldPassword },
        newPassword: { cipher: input.newPassword, chosen: true },
      });
      if (oldPlain === newPlain) throw fieldError('newPassword', M.newPasswordSameAsOld);
      const user = await users.findById(auth.userId);
      if (!user || !(await a.passwords.verify(oldPlain, user.passwordHash))) {
        const lockedUntil = await a.loginGuard.recordFailure(auth.phone);
        if (lockedUntil !== null) throw lockedError(lockedUntil, now());
        throw fieldError('oldPassword', USER_MESSAGES.oldPasswordWrong);
      }
      await users.setPasswordHash(user.id, await a.passwords.hash(newPlain));
      await a.sessions.revokeAllOf(user.id, { keep: auth.sessionId });
    },

    // A captcha as for the other codes: a signed-in user must not be able to text any phone at will (the
    // account's and the phone's bind allowances are counted in the SMS module).
    sendBindPhoneCode: async ({ input, auth }) => {
      if (input.phone === auth.phone) throw fieldError('phone', USER_MESSAGES.samePhone);
      await checkCaptcha(input.captchaId, input.captchaCode);
      return smsCodes.send(input.phone, 'bind', auth.userId);
    },

    bindPhone: async ({ input, auth }) => {
      if (input.phone === auth.phone) throw fieldError('phone', USER_MESSAGES.samePhone);
      await smsCodes.verify(input.phone, 'bind', input.code, { userId: auth.userId });
      if (!(await users.setPhone(auth.userId, input.phone))) {
        throw new AppError(ERROR_CODES.conflict, USER_MESSAGES.phoneTaken);
      }
    },

    switchRole: async ({ input, auth }) => {
      if (!auth.roles.includes(input.role))
        throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.roleNotHeld);
      if (auth.client === 'admin' && !isStaffRole(input.role)) {
        throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.adminClientStaffOnly);
      }
      await a.sessions.setActiveRole(auth.sessionId, input.role);
      return userInfo({ ...auth, activeRole: input.role });
    },
  };
}
