// The services the modules share, built once per app by buildApp and handed to each module's handlers.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/time.ts';
import type { Captchas } from './modules/auth/captcha.ts';
import type { ServerKeys } from './modules/auth/keys.ts';
import type { LoginGuard } from './modules/auth/login-guard.ts';
import type { PasswordHasher } from './modules/auth/passwords.ts';
import type { SessionStore } from './modules/auth/sessions.ts';
import type { FavouriteTargets } from './modules/favourites/targets.ts';
import type { SmsCodes } from './modules/sms/codes.ts';
import type { Users } from './modules/users/repository.ts';

export interface Services {
  db: Kysely<DB>;
  now: Clock;
  log: FastifyBaseLogger;
  keys: ServerKeys;
  passwords: PasswordHasher;
  sessions: SessionStore;
  captchas: Captchas;
  loginGuard: LoginGuard;
  smsCodes: SmsCodes;
  users: Users;
  favouriteTargets: FavouriteTargets;
}
