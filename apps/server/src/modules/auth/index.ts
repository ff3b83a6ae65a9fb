// The auth module (登录与会话): owns sessions, server_keys, captchas, login_guards and password_nonces. It
// loads the server's keys, answers the sign-in calls (public key and nonce, captcha, login, session check,
// logout), resolves and authorizes the session of every request, and gives the users module what the account
// calls need: reading encrypted passwords (nonce checked), hashing, captchas, the login guard and the
// sessions.
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { CallAccess } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import { createAccess, type AuthContext } from './access.ts';
import { createCaptchas, type CaptchaOptions, type Captchas } from './captcha.ts';
import { authHandlers, type AuthHandlers, type LoginUser } from './handlers.ts';
import { loadServerKeys, type ServerKeys } from './keys.ts';
import { createLoginGuard, type LoginGuard } from './login-guard.ts';
import { createPasswordNonces } from './nonces.ts';
import { createPasswordInput, type PasswordInput } from './password-input.ts';
import {
  createPasswordHasher,
  DEFAULT_SCRYPT_COST,
  type PasswordHasher,
  type ScryptCost,
} from './passwords.ts';
import { createSessionStore, type SessionStore, type SessionUser } from './sessions.ts';

export type { SessionActivity } from './sessions.ts';

export type { AuthContext } from './access.ts';
export { lockedError } from './login-guard.ts';
export { AUTH_MESSAGES } from './messages.ts';
export type { EncryptedPassword, PasswordInput } from './password-input.ts';
export { createPasswordHasher, DEFAULT_SCRYPT_COST, type ScryptCost } from './passwords.ts';
/** Reads the server's keys, making them when there are none (a restore without the backup's secrets). */
export { loadServerKeys } from './keys.ts';

export interface AuthDeps {
  db: Kysely<DB>;
  now: Clock;
  /** The users of sessions and logins (the users module's repository). */
  users: {
    findById(id: number): Promise<SessionUser | null>;
    findByPhone(phone: string): Promise<LoginUser | null>;
  };
  captcha: CaptchaOptions;
  /** scrypt's cost (DEFAULT_SCRYPT_COST; tests pass a cheaper one). */
  scryptCost?: ScryptCost | undefined;
}

export interface Auth {
  handlers: AuthHandlers;
  keys: ServerKeys;
  /** Reads a request's encrypted passwords: decrypts, spends their nonces, applies the rule to new ones. */
  passwordInput: PasswordInput;
  passwords: PasswordHasher;
  sessions: SessionStore;
  captchas: Captchas;
  loginGuard: LoginGuard;
  /** Resolves the request's session and enforces a call's access rule (throws 100401 / 100403). */
  authorize(request: FastifyRequest, access: CallAccess, callName: string): Promise<AuthContext | null>;
  /** The session behind the request's token, if any. */
  authenticate(request: FastifyRequest): Promise<AuthContext | null>;
}

export async function createAuth({ db, now, users, captcha, scryptCost }: AuthDeps): Promise<Auth> {
  const keys = await loadServerKeys(db, now());
  const nonces = createPasswordNonces(db, keys, now);
  const parts = {
    now,
    keys,
    nonces,
    passwordInput: createPasswordInput(keys, nonces),
    passwords: createPasswordHasher(scryptCost ?? DEFAULT_SCRYPT_COST),
    sessions: createSessionStore(db, now, users.findById),
    captchas: createCaptchas(db, keys, now, captcha),
    loginGuard: createLoginGuard(db, now),
  };
  const access = createAccess(parts.sessions);
  return {
    ...parts,
    handlers: authHandlers({ ...parts, findUserByPhone: users.findByPhone }),
    authorize: access.authorize,
    authenticate: access.authenticate,
  };
}
