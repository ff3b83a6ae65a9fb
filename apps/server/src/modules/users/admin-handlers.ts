// 用户管理: the admins' calls over accounts. Each write runs in one transaction with its audit entry; the
// ones that can take the admin role away from someone (roles, lock) run serializable, so two admins
// demoting each other at the same moment cannot leave the school without one. Nobody removes their own admin
// role or locks themselves; the last unlocked admin keeps both.
import type { Kysely, Transaction } from 'kysely';
import { ERROR_CODES, type AdminUser, type Role } from '@zhiyuan/contracts';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { serializable } from '../../db/transactions.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime } from '../../lib/time.ts';
import type { Auth, SessionActivity } from '../auth/index.ts';
import { ADMIN_USER_MESSAGES } from './messages.ts';
import { UNSET_PASSWORD, type UserRecord, type Users } from './repository.ts';

export type AdminUserCalls =
  | 'listUsers'
  | 'getUser'
  | 'setUserRoles'
  | 'lockUser'
  | 'resetUserPassword'
  | 'signOutUser'
  | 'createTeacher';

export interface AdminUserDeps {
  db: Kysely<DB>;
  users: Users;
  auth: Pick<Auth, 'passwordInput' | 'passwords' | 'sessions' | 'loginGuard'>;
}

const NO_ACTIVITY: SessionActivity = { active: 0, lastSeenAt: null };

function adminUser(user: UserRecord, activity: SessionActivity = NO_ACTIVITY): AdminUser {
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    roles: user.roles,
    locked: user.locked,
    mustChangePassword: user.mustChangePassword,
    passwordSet: user.passwordSet,
    createdAt: isoTime(user.createdAt),
    activeSessions: activity.active,
    lastSeenAt: activity.lastSeenAt === null ? null : isoTime(activity.lastSeenAt),
  };
}

/** How an account is named in the log's summaries: 张三（13800138000）. */
const who = (user: UserRecord) => `${user.name}（${user.phone}）`;

export function adminUserHandlers({ db, users, auth }: AdminUserDeps): Pick<CallHandlers, AdminUserCalls> {
  async function existing(id: number, executor: Kysely<DB> | Transaction<DB> = db): Promise<UserRecord> {
    const user = isStorableId(id) ? await users.findById(id, executor) : null;
    if (!user) throw new AppError(ERROR_CODES.notFound, ADMIN_USER_MESSAGES.notFound);
    return user;
  }

  async function withActivity(user: UserRecord): Promise<AdminUser> {
    return adminUser(user, (await auth.sessions.activity([user.id])).get(user.id));
  }

  /** Refuses a change that would leave no unlocked admin. */
  async function keepAnAdmin(trx: Transaction<DB>, losing: UserRecord): Promise<void> {
    const others = (await users.activeAdminIds(trx)).filter((id) => id !== losing.id);
    if (others.length === 0) throw new AppError(ERROR_CODES.conflict, ADMIN_USER_MESSAGES.lastAdmin);
  }

  return {
    listUsers: async ({ input }) => {
      const { total, users: found } = await users.search(input);
      const activity = await auth.sessions.activity(found.map((u) => u.id));
      return { total, items: found.map((u) => adminUser(u, activity.get(u.id))) };
    },

    getUser: async ({ input }) => withActivity(await existing(input.id)),

    setUserRoles: async ({ input, auth: me, audit }) => {
      const roles = [...new Set(input.roles)] as Role[];
      const updated = await serializable(db, async (trx) => {
        const user = await existing(input.id, trx);
        if (user.roles.includes('admin') && !roles.includes('admin')) {
          if (user.id === me.userId) throw fieldError('roles', ADMIN_USER_MESSAGES.ownAdminRole);
          if (!user.locked) await keepAnAdmin(trx, user);
        }
        await users.setRoles(user.id, roles, trx);
        const after = await existing(user.id, trx);
        await audit(trx, {
          targetType: 'user',
          targetId: user.id,
          summary: `设置角色：${who(user)}`,
          before: { roles: user.roles },
          after: { roles: after.roles },
        });
        return after;
      });
      return withActivity(updated);
    },

    lockUser: async ({ input, auth: me, audit }) => {
      const updated = await serializable(db, async (trx) => {
        const user = await existing(input.id, trx);
        if (input.locked && user.id === me.userId) throw fieldError('locked', ADMIN_USER_MESSAGES.lockSelf);
        if (input.locked && !user.locked && user.roles.includes('admin')) await keepAnAdmin(trx, user);
        await users.setLocked(user.id, input.locked, trx);
        if (input.locked) await auth.sessions.revokeAllOf(user.id, { executor: trx });
        await audit(trx, {
          targetType: 'user',
          targetId: user.id,
          summary: `${input.locked ? '锁定' : '解锁'}用户：${who(user)}`,
          before: { locked: user.locked },
          after: { locked: input.locked },
        });
        return existing(user.id, trx);
      });
      return withActivity(updated);
    },

    resetUserPassword: async ({ input, audit }) => {
      const { password: plain } = await auth.passwordInput.read({
        password: { cipher: input.password, chosen: true },
      });
      const hash = await auth.passwords.hash(plain);
      const user = await db.transaction().execute(async (trx) => {
        const found = await existing(input.id, trx);
        await users.setPasswordHash(found.id, hash, { mustChange: true, executor: trx });
        await auth.sessions.revokeAllOf(found.id, { executor: trx });
        await audit(trx, {
          targetType: 'user',
          targetId: found.id,
          summary: `重置密码：${who(found)}（下次登录须修改密码）`,
        });
        return found;
      });
      // A phone locked by failed guesses opens again for the new password.
      await auth.loginGuard.clear(user.phone);
    },

    signOutUser: async ({ input, audit }) =>
      db.transaction().execute(async (trx) => {
        const user = await existing(input.id, trx);
        const signedOut = await auth.sessions.revokeAllOf(user.id, { executor: trx });
        await audit(trx, {
          targetType: 'user',
          targetId: user.id,
          summary: `注销全部会话：${who(user)}（${signedOut} 个）`,
        });
        return { signedOut };
      }),

    // No password and no self-registration: the teacher's first sign-in sets one with an SMS code.
    createTeacher: async ({ input, audit, setMessage }) => {
      const created = await db.transaction().execute(async (trx) => {
        const user = await users.create(
          { phone: input.phone, name: input.name, passwordHash: UNSET_PASSWORD, roles: ['teacher'] },
          trx,
        );
        if (!user) throw fieldError('phone', ADMIN_USER_MESSAGES.phoneTaken);
        await audit(trx, {
          targetType: 'user',
          targetId: user.id,
          summary: `创建教师账号：${who(user)}（首次登录时用短信验证码设置密码）`,
        });
        return user;
      });
      setMessage(ADMIN_USER_MESSAGES.teacherCreated(created.name));
      return adminUser(created);
    },
  };
}
