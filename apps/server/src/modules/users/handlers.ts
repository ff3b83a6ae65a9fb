// The account's own calls: codes, registration and password reset (which reveal nothing about which phones
// have accounts to anyone who cannot read the phone's messages), user info, password change, phone binding
// and the role switch.
import { ERROR_CODES, VALIDATION_MESSAGES as M, isStaffRole, type UserInfo } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import type { AuthContext } from '../auth/access.ts';
import { lockedError } from '../auth/login-guard.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { decryptNewPassword, decryptPassword } from '../auth/password-input.ts';
import { defaultUserName, USER_MESSAGES } from './messages.ts';

type UserHandlers = Pick<
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
  };
}

export function userHandlers(s: Services): UserHandlers {
  async function checkCaptcha(captchaId: string, captchaCode: string): Promise<void> {
    if (!(await s.captchas.verify(captchaId, captchaCode)))
      throw fieldError('captchaCode', AUTH_MESSAGES.captchaWrong);
  }

  return {
    // Both send a code whether or not the phone has an account: the answer is the same either way, and
    // only the phone's owner learns more (at the next step, with the code in hand).
    registerSendPhoneCode: async ({ input }) => {
      await checkCaptcha(input.captchaId, input.captchaCode);
      return s.smsCodes.send(input.phone, 'register');
    },

    resetPasswordSendCode: async ({ input }) => {
      await checkCaptcha(input.captchaId, input.captchaCode);
      return s.smsCodes.send(input.phone, 'reset');
    },

    register: async ({ input }) => {
      // The password is checked before the code is spent, so a typo in it does not cost a new SMS.
      const plain = decryptNewPassword(s.keys, input.password, 'password');
      await s.smsCodes.verify(input.phone, 'register', input.code);
      const created = await s.users.create({
        phone: input.phone,
        name: input.name ?? defaultUserName(input.phone),
        passwordHash: await s.passwords.hash(plain),
        roles: ['student'],
      });
      if (!created) throw new AppError(ERROR_CODES.conflict, USER_MESSAGES.phoneRegistered);
    },

    resetPassword: async ({ input }) => {
      const plain = decryptNewPassword(s.keys, input.password, 'password');
      await s.smsCodes.verify(input.phone, 'reset', input.code);
      const user = await s.users.findByPhone(input.phone);
      if (!user) throw new AppError(ERROR_CODES.notFound, USER_MESSAGES.phoneUnknown);
      await s.users.setPasswordHash(user.id, await s.passwords.hash(plain));
      await s.sessions.revokeAllOf(user.id);
      await s.loginGuard.clear(input.phone);
    },

    getUserInfo: async ({ auth }) => userInfo(auth),

    updatePassword: async ({ input, auth }) => {
      // Guessing the old password through a stolen session counts like guessing it at login.
      const guard = await s.loginGuard.state(auth.phone);
      if (guard.lockedUntil !== null) throw lockedError(guard.lockedUntil, s.now());
      const oldPlain = decryptPassword(s.keys, input.oldPassword, 'oldPassword');
      const newPlain = decryptNewPassword(s.keys, input.newPassword, 'newPassword');
      if (oldPlain === newPlain) throw fieldError('newPassword', M.newPasswordSameAsOld);
      const user = await s.users.findById(auth.userId);
      if (!user || !(await s.passwords.verify(oldPlain, user.passwordHash))) {
        const lockedUntil = await s.loginGuard.recordFailure(auth.phone);
        if (lockedUntil !== null) throw lockedError(lockedUntil, s.now());
        throw fieldError('oldPassword', USER_MESSAGES.oldPasswordWrong);
      }
      await s.users.setPasswordHash(user.id, await s.passwords.hash(newPlain));
      await s.sessions.revokeAllOf(user.id, auth.sessionId);
    },

    sendBindPhoneCode: async ({ input, auth }) => {
      if (input.phone === auth.phone) throw fieldError('phone', USER_MESSAGES.samePhone);
      return s.smsCodes.send(input.phone, 'bind', auth.userId);
    },

    bindPhone: async ({ input, auth }) => {
      if (input.phone === auth.phone) throw fieldError('phone', USER_MESSAGES.samePhone);
      await s.smsCodes.verify(input.phone, 'bind', input.code, { userId: auth.userId });
      if (!(await s.users.setPhone(auth.userId, input.phone))) {
        throw new AppError(ERROR_CODES.conflict, USER_MESSAGES.phoneTaken);
      }
    },

    switchRole: async ({ input, auth }) => {
      if (!auth.roles.includes(input.role))
        throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.roleNotHeld);
      if (auth.client === 'admin' && !isStaffRole(input.role)) {
        throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.adminClientStaffOnly);
      }
      await s.sessions.setActiveRole(auth.sessionId, input.role);
      return userInfo({ ...auth, activeRole: input.role });
    },
  };
}
