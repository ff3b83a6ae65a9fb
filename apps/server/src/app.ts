// The application as a Fastify instance: everything main.ts listens with and tests `inject()` into.
// Infrastructure first (database and migrations, security headers, limits, validation, error envelope,
// static site), then one route per call of the contract's registry, answered by the modules' handlers.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ERROR_CODES, type Envelope } from '@zhiyuan/contracts';
import { INNER_MONGOLIA } from '@zhiyuan/dataset';
import type { ServerConfig } from './config.ts';
import { createDataCache, type DataCache } from './data/cache.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { DB } from './db/schema.ts';
import { registerCalls, type CallHandlers } from './http/calls.ts';
import { registerErrorEnvelope } from './http/error-envelope.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimiter, type RateLimitTable } from './http/rate-limits.ts';
import type { Clock } from './lib/time.ts';
import { createAdmissionData } from './modules/admissions/admission-data.ts';
import { admissionHandlers } from './modules/admissions/handlers.ts';
import { createAccess } from './modules/auth/access.ts';
import { createCaptchas } from './modules/auth/captcha.ts';
import { authHandlers } from './modules/auth/handlers.ts';
import { loadServerKeys } from './modules/auth/keys.ts';
import { createLoginGuard } from './modules/auth/login-guard.ts';
import { createPasswordHasher, DEFAULT_SCRYPT_COST, type ScryptCost } from './modules/auth/passwords.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { benchRoutes } from './modules/bench/routes.ts';
import { createCatalog } from './modules/catalog/catalog.ts';
import { catalogHandlers } from './modules/catalog/handlers.ts';
import { contentHandlers } from './modules/content/handlers.ts';
import { favouriteHandlers } from './modules/favourites/handlers.ts';
import { createFavouriteTargets, type FavouriteTargets } from './modules/favourites/targets.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { importHandlers } from './modules/imports/handlers.ts';
import { createImportService } from './modules/imports/service.ts';
import { schoolHandlers } from './modules/schools/handlers.ts';
import { simulateHandlers } from './modules/simulate/handlers.ts';
import { createSimulator } from './modules/simulate/simulator.ts';
import { siteHandlers } from './modules/site/handlers.ts';
import { createSmsCodes } from './modules/sms/codes.ts';
import type { SmsDriver } from './modules/sms/driver.ts';
import { smsHandlers } from './modules/sms/handlers.ts';
import { createOutboxDriver } from './modules/sms/outbox-driver.ts';
import { createWebhookDriver } from './modules/sms/webhook-driver.ts';
import { studentHandlers } from './modules/students/handlers.ts';
import { createUsers } from './modules/users/repository.ts';
import { userHandlers } from './modules/users/handlers.ts';
import { volunteerHandlers } from './modules/volunteers/handlers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import type { Services } from './services.ts';

/** Largest JSON body any route accepts; imports use multipart with their own limit. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Fields that must never reach a log line: tokens, passwords, captcha answers, and request bodies (where
 * SMS codes travel). Fastify logs neither bodies nor headers by default and the modules never log secrets;
 * this is the net under anything that logs them anyway. (`code` itself is left alone: errors carry their
 * code there, e.g. ECONNREFUSED, and the log needs it.)
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'oldPassword',
  'newPassword',
  'captchaCode',
  'token',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.captchaCode',
  '*.token',
  'body',
  '*.body',
];

/** What tests and embedders may replace; the server itself passes none of it. */
export interface BuildOptions {
  /** Epoch-ms clock (tests travel in time). */
  now?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** An SMS driver instead of the one SMS_DRIVER names. */
  smsDriver?: SmsDriver;
  /** The text drawn in captchas (tests solve them with it); random by default. */
  captchaText?: () => string;
  /**
   * TEST ONLY: a cheaper scrypt cost, so suites that create many accounts stay fast. Never set it in a
   * server: hashes made with it are weak. Stored hashes carry their cost, so verification is unaffected.
   */
  testOnlyScryptCost?: ScryptCost;
  /** Per-IP limits by call, merged over the defaults (tests lower them to see them act). */
  rateLimits?: RateLimitTable;
  /** Resolvers of favourite targets (the catalog registers colleges and majors here). */
  favouriteTargets?: FavouriteTargets;
  /** Called for every route the app registers, API or not (tests enumerate the app's own routes). */
  onRoute?: (route: RouteOptions) => void;
  /** The most rows an admission export holds (20,000 by default; tests lower it to see a result cut). */
  exportMaxRows?: number;
  /**
   * BENCHMARK ONLY: registers `GET /api/bench/baseline`, a bare route answering a prepared body of a given
   * size, that `npm run bench` compares the real endpoints with. main.ts never sets it.
   */
  benchRoutes?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the app serves from. */
    db: Kysely<DB>;
    /** The in-memory copies of the catalog and admission data (seeding tells them; main.ts starts polling). */
    dataCache: DataCache;
    /** Loads the catalog and admission data into memory ahead of the first request that needs it. */
    warmData(): Promise<void>;
  }
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs (bad percent-encoding) fail in the router, before the error handler exists for them.
    frameworkErrors: (_error, _request, reply) => {
      const body: Envelope = { errorCode: ERROR_CODES.badRequest, message: '请求地址不正确' };
      (reply as FastifyReply).status(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = options.now ?? Date.now;
  let database: Database | undefined;
  let redis: Redis | undefined;
  let cache: DataCache | undefined;
  app.addHook('onClose', async () => {
    cache?.close();
    await redis?.quit().catch(() => redis?.disconnect());
    await database?.close();
  });

  try {
    database = openDatabase(config.databaseUrl, {
      onPoolError: (error) => app.log.error({ err: error }, 'database connection error'),
    });
    const { applied } = await migrateToLatest(database);
    app.log.info({ database: database.location, applied }, 'database ready');
    const db = database.db;
    app.decorate('db', db);
    cache = createDataCache(db, (error) => app.log.warn({ err: error }, 'data version check failed'));
    app.decorate('dataCache', cache);

    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, {
        // Fail fast instead of queueing: the limiter lets requests through while Redis is away.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    }

    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and the chart library set inline styles; no inline script is ever needed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Carousel pictures may be data: URLs (the samples) or hosted elsewhere (https:).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          // Schools often serve over plain http on an intranet; upgrading would break every asset there.
          upgradeInsecureRequests: null,
        },
      },
    });
    await registerRateLimiter(app, redis);

    const keys = await loadServerKeys(db, now());
    const sessions = createSessionStore(db, now);
    const captchas = createCaptchas(db, keys, now, {
      enabled: config.captchaEnabled,
      ...(options.captchaText ? { text: options.captchaText } : {}),
    });
    const driver =
      options.smsDriver ??
      (config.sms.driver === 'webhook'
        ? createWebhookDriver({ url: config.sms.webhookUrl, secret: config.sms.webhookSecret, log: app.log })
        : createOutboxDriver(db, now));
    const region = INNER_MONGOLIA;
    const catalog = createCatalog(db, cache);
    const admissions = createAdmissionData(db, cache, catalog, region);
    const services: Services = {
      db,
      now,
      log: app.log,
      keys,
      passwords: createPasswordHasher(options.testOnlyScryptCost ?? DEFAULT_SCRYPT_COST),
      sessions,
      captchas,
      loginGuard: createLoginGuard(db, now),
      smsCodes: createSmsCodes({ db, keys, now, driver, signature: config.sms.signature, log: app.log }),
      users: createUsers(db, now),
      favouriteTargets: options.favouriteTargets ?? createFavouriteTargets(),
      region,
      cache,
      catalog,
      admissions,
      imports: createImportService(db, cache, now),
      simulator: createSimulator(cache, admissions, catalog, region),
    };
    app.decorate('warmData', async () => {
      const [index] = await Promise.all([
        services.admissions.index(),
        services.catalog.colleges(),
        services.catalog.majors(),
        services.catalog.offerings(),
        services.admissions.scoreLines(),
      ]);
      index.prepare();
      // The current year's recommendations: every category and ordinary batch, ready before the first request.
      const year = region.currentYear;
      for (const category of region.categoriesByYear[year] ?? []) {
        for (const batch of region.batchesByYear[year] ?? []) {
          if (!batch.advance) await services.simulator.batch(year, category.name, batch.name);
        }
      }
    });

    const siteServed = await registerStaticSite(app, { root: config.siteDist });
    registerErrorEnvelope(app, { spaFallback: siteServed });

    await app.register(healthRoutes);
    if (options.benchRoutes) await app.register(benchRoutes);
    const handlers: CallHandlers = {
      ...authHandlers(services),
      ...userHandlers(services),
      ...smsHandlers(services),
      ...schoolHandlers(services),
      ...studentHandlers(services),
      ...favouriteHandlers(services),
      ...contentHandlers(services),
      ...siteHandlers(services),
      ...catalogHandlers(services),
      ...admissionHandlers(services, { exportMaxRows: options.exportMaxRows }),
      ...importHandlers(services),
      ...simulateHandlers(services),
      ...volunteerHandlers(services),
    };
    const access = createAccess(sessions);
    registerCalls(app, handlers, {
      authorize: access.authorize,
      authenticate: access.authenticate,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    });
  } catch (error) {
    await redis?.quit().catch(() => redis?.disconnect());
    await database?.close().catch(() => undefined);
    throw error;
  }
  return app;
}
