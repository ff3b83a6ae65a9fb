// The services the modules share, built once per app by buildApp and handed to each module's handlers.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from './data/cache.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/time.ts';
import type { AdmissionData } from './modules/admissions/admission-data.ts';
import type { Captchas } from './modules/auth/captcha.ts';
import type { ServerKeys } from './modules/auth/keys.ts';
import type { LoginGuard } from './modules/auth/login-guard.ts';
import type { PasswordHasher } from './modules/auth/passwords.ts';
import type { SessionStore } from './modules/auth/sessions.ts';
import type { Catalog } from './modules/catalog/catalog.ts';
import type { FavouriteTargets } from './modules/favourites/targets.ts';
import type { ImportService } from './modules/imports/service.ts';
import type { Simulator } from './modules/simulate/simulator.ts';
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
  /** The region the site serves (Inner Mongolia): years, categories, batches as data. */
  region: RegionConfig;
  /** Copies of the data that changes only through imports and seeding. */
  cache: DataCache;
  catalog: Catalog;
  admissions: AdmissionData;
  imports: ImportService;
  /** 模拟填报: the prepared units of each year, category and batch. */
  simulator: Simulator;
}
