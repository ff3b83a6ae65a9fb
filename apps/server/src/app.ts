// The application as a Fastify instance: everything main.ts listens with and tests `inject()` into.
// Infrastructure first (database and migrations, security headers, limits, validation, error envelope,
// static site), then one route per call of the contract's registry, answered by the modules' handlers.
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ERROR_CODES, isAuditedCall, PUBLIC_LIST_PATHS, STAFF, type Envelope } from '@zhiyuan/contracts';
import { batchesOf, categoriesOf, type RegionConfig } from '@zhiyuan/dataset';
import type { ServerConfig } from './config.ts';
import { createDataCache, type DataCache } from './data/cache.ts';
import { createDataModules } from './data/modules.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { DB } from './db/schema.ts';
import { registerApiCacheControl } from './http/cache-control.ts';
import { registerCalls, type ApiRouteConfig, type CallHandlers } from './http/calls.ts';
import { inProcessFetch } from './http/in-process-calls.ts';
import { handleClientError } from './http/client-errors.ts';
import { serializeRequest } from './http/log-request.ts';
import { registerErrorEnvelope } from './http/error-envelope.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimiter, type RateLimitTable } from './http/rate-limits.ts';
import { registerSecurityHeaders, SECURITY_HEADERS } from './http/security-headers.ts';
import type { Clock } from './lib/time.ts';
import type { AdmissionRecords } from './modules/admission-records/index.ts';
import { createAudit } from './modules/audit/index.ts';
import { createAuth, type ScryptCost } from './modules/auth/index.ts';
import { benchRoutes } from './modules/bench/index.ts';
import { createCarousel } from './modules/carousel/index.ts';
import { catalogAdminHandlers, type Catalog } from './modules/catalog/index.ts';
import { createContent } from './modules/content/index.ts';
import { createDashboard } from './modules/dashboard/index.ts';
import { createFavourites } from './modules/favourites/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { createMedia } from './modules/media/index.ts';
import { createSimulate, type Simulate } from './modules/simulate/index.ts';
import { createSitemap } from './modules/sitemap/index.ts';
import type { ScoreLines } from './modules/score-lines/index.ts';
import { createSite } from './modules/site/index.ts';
import { createSms, type SmsDriver } from './modules/sms/index.ts';
import { createStudents } from './modules/students/index.ts';
import { createClasses } from './modules/classes/index.ts';
import { adminUserHandlers, createUsers, UNSET_PASSWORD, userHandlers } from './modules/users/index.ts';
import { createVolunteers } from './modules/volunteers/index.ts';
import { ADMIN_PREFIX, registerStaticSite } from './plugins/static-site.ts';
import type { WarmPages } from './plugins/site-pages.ts';

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
  /** How long a page may take to render on the server before index.html is sent instead (3 s by default). */
  renderBudgetMs?: number;
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
  /** Called for every route the app registers, API or not (tests enumerate the app's own routes). */
  onRoute?: (route: RouteOptions) => void;
  /** The most rows an admission export holds (20,000 by default; tests lower it to see a result cut). */
  exportMaxRows?: number;
  /** The most URLs one sitemap file holds (50,000 by default; tests lower it to see the sitemap index). */
  sitemapMaxUrls?: number;
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
    /**
     * Draws the public list pages at `origin` (PUBLIC_ORIGIN, or where this process is reached) before the
     * first visitor asks for them, and again after every change of what they show, until the app closes;
     * what it drew (nothing when the site is not built, or not rendered on the server).
     */
    warmPages(origin: string): Promise<{ drawn: number; failed: number }>;
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
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs (bad percent-encoding) fail in the router, before the error handler exists for them.
    frameworkErrors: (_error, _request, reply) => {
      const body: Envelope = { errorCode: ERROR_CODES.badRequest, message: '请求地址不正确' };
      // No hook has run yet: the security headers every answer carries are set here.
      (reply as FastifyReply).headers(SECURITY_HEADERS).status(400).send(body);
    },
    // Requests the HTTP parser refuses (too long, raw UTF-8 in the URL, broken) never reach Fastify.
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // JSON bodies only (and multipart on the upload calls): Fastify's own text/plain parser handed handlers a
  // string, which failed validation as 400 instead of the documented 415 for a content type not taken.
  app.removeContentTypeParser('text/plain');

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
    const dataCache = createDataCache(db, (error) =>
      app.log.warn({ err: error }, 'data version check failed'),
    );
    cache = dataCache;
    app.decorate('dataCache', dataCache);

    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, {
        // Fail fast instead of queueing: the limiter lets requests through while Redis is away.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    }

    registerSecurityHeaders(app);
    registerApiCacheControl(app);
    await registerRateLimiter(app, redis);

    const handlers = await createHandlers(app, db, dataCache, config, options);
    app.decorate('warmData', handlers.warmData);

    const site = await registerStaticSite(app, {
      root: config.siteDist,
      pages: {
        fetch: inProcessFetch(handlers.calls, (error, path) =>
          app.log.error({ err: error, path }, 'a call failed while a page rendered'),
        ),
        publicOrigin: config.publicOrigin,
        ...(options.renderBudgetMs === undefined ? {} : { renderBudgetMs: options.renderBudgetMs }),
        stamp: () => dataCache.stamp(),
        ...(options.now === undefined ? {} : { now: options.now }),
      },
    });
    const pages = site?.pages ?? null;
    let warm: WarmPages | null = null;
    app.decorate('warmPages', async (origin: string) => {
      if (!pages) return { drawn: 0, failed: 0 };
      warm?.stop();
      warm = await pages.keepWarm(config.publicOrigin ?? origin, PUBLIC_LIST_PATHS);
      return { drawn: warm.drawn, failed: warm.failed };
    });
    app.addHook('onClose', async () => warm?.stop());
    if (site?.pages) {
      const now = options.now ?? Date.now;
      // A staff write may change what a public page shows (an announcement, the carousel, a setting): every
      // process's kept pages are checked against their data on their next request. A student's never is.
      // Before the answer leaves (onSend), so the editor's next page already sees the new version.
      app.addHook('onSend', async (request, reply, payload) => {
        const { access } = request.routeOptions.config as Partial<ApiRouteConfig>;
        if (access === undefined || reply.statusCode >= 400) return payload;
        if (!isAuditedCall({ method: request.method, access })) return payload;
        await dataCache
          .bumpPages(now())
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'recording a staff write for the rendered pages failed'),
          );
        return payload;
      });
    }
    const admin = await registerStaticSite(app, { root: config.adminDist, prefix: ADMIN_PREFIX });
    registerErrorEnvelope(app, { spaFallback: { site, admin } });

    await app.register(healthRoutes);
    await app.register(handlers.mediaRoutes);
    await app.register(handlers.sitemapRoutes);
    if (options.benchRoutes) await app.register(benchRoutes);
    registerCalls(app, handlers.calls, {
      authorize: handlers.authorize,
      authenticate: handlers.authenticate,
      audit: handlers.audit,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    });
  } catch (error) {
    await redis?.quit().catch(() => redis?.disconnect());
    await database?.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/**
 * Builds every module with exactly what it needs, in the order their faces are needed, and gathers their
 * handlers into the one table `registerCalls` serves (a call without a handler does not compile).
 */
async function createHandlers(
  app: FastifyInstance,
  db: Kysely<DB>,
  cache: DataCache,
  config: ServerConfig,
  options: BuildOptions,
) {
  const now = options.now ?? Date.now;
  const data = createDataModules({
    db,
    cache,
    now,
    region: config.region,
    exportMaxRows: options.exportMaxRows,
  });
  const { region, catalog, scoreLines, rankTables, admissionRecords, admissionPlans, backtest } = data;
  const audit = createAudit({ db, now });
  const users = createUsers(db, now);
  const auth = await createAuth({
    db,
    now,
    users,
    captcha: {
      enabled: config.captchaEnabled,
      ...(options.captchaText ? { text: options.captchaText } : {}),
    },
    scryptCost: options.testOnlyScryptCost,
  });
  const sms = createSms({
    db,
    now,
    log: app.log,
    hmac: auth.keys.hmac,
    config: config.sms,
    driver: options.smsDriver,
  });
  const media = createMedia({ db, now });
  const content = createContent({ db, now, catalog });
  const simulate = createSimulate({
    cache,
    region,
    currentYear: data.currentYear,
    admissionRecords,
    rankTables,
    admissionPlans,
    catalog,
    scoreLines,
    backtest,
  });
  const site = createSite({
    db,
    cache,
    now,
    region,
    dataYears: data.dataYears,
    missingMedia: media.missing,
    sampleInUse: async () =>
      (await scoreLines.hasSample()) ||
      (await rankTables.hasSample()) ||
      (await admissionRecords.hasSample()),
  });
  const favourites = createFavourites({
    db,
    now,
    targets: {
      college: catalog.favouriteTitles.college,
      major: catalog.favouriteTitles.major,
      article: content.articleTitle,
    },
  });
  const volunteers = createVolunteers({ db, now, region, catalog, simulator: simulate });
  const students = createStudents({ db, now, isSelectableHighSchool: data.highSchools.isSelectable });
  const classes = createClasses({
    db,
    now,
    users,
    students,
    volunteers,
    accounts: { ...users, unsetPassword: UNSET_PASSWORD },
    collegeNames: async (ids) => {
      const index = await catalog.colleges();
      return ids.flatMap((id) => {
        const college = index.byId(id);
        return college ? [{ id, name: college.name }] : [];
      });
    },
  });
  const dashboard = createDashboard({
    now,
    knownYears: data.knownYears,
    // A teacher who registered on the site keeps the student role: 注册学生 counts students only.
    countStudents: () => users.countWithRole('student', STAFF),
    countSignInsSince: auth.sessions.countOpenedSince,
    countVolunteerSavesSince: volunteers.countSavesSince,
    dataCounts: {
      'score-lines': scoreLines.counts,
      'rank-table': rankTables.counts,
      'admission-records': admissionRecords.counts,
      'admission-plans': admissionPlans.counts,
    },
    lastImports: data.imports.lastRuns,
  });
  const carousel = createCarousel({ db, now, missingMedia: media.missing });
  const sitemap = createSitemap({
    cache,
    catalog,
    content,
    publicOrigin: config.publicOrigin,
    maxUrls: options.sitemapMaxUrls,
  });
  const calls: CallHandlers = {
    ...auth.handlers,
    ...userHandlers({ users, auth, smsCodes: sms.codes, now }),
    ...adminUserHandlers({ db, users, auth }),
    ...sms.handlers,
    ...data.highSchools.handlers,
    ...students.handlers,
    ...favourites.handlers,
    ...carousel.handlers,
    ...content.handlers,
    ...site.handlers,
    ...catalog.handlers,
    ...catalogAdminHandlers({
      db,
      cache,
      now,
      currentYear: data.currentYear,
      catalog,
      missingMedia: media.missing,
    }),
    ...scoreLines.handlers,
    ...rankTables.handlers,
    ...admissionRecords.handlers,
    ...admissionPlans.handlers,
    ...data.imports.handlers,
    ...simulate.handlers,
    ...volunteers.handlers,
    ...classes.handlers,
    ...audit.handlers,
    ...media.handlers,
    ...dashboard.handlers,
  };

  const warmData = () => warm(region, data.currentYear, admissionRecords, catalog, scoreLines, simulate);
  return {
    calls,
    warmData,
    audit,
    mediaRoutes: media.routes,
    sitemapRoutes: sitemap.routes,
    authorize: auth.authorize,
    authenticate: auth.authenticate,
  };
}

/** Loads the catalog and admission data, and 当前年份's recommendations, ahead of the first request. */
async function warm(
  region: RegionConfig,
  currentYear: () => Promise<number>,
  admissionRecords: AdmissionRecords,
  catalog: Catalog,
  scoreLines: ScoreLines,
  simulate: Simulate,
): Promise<void> {
  const [index] = await Promise.all([
    admissionRecords.index(),
    catalog.colleges(),
    catalog.majors(),
    catalog.offerings(),
    scoreLines.list(),
  ]);
  index.prepare();
  const year = await currentYear();
  for (const category of categoriesOf(region, year)) {
    for (const batch of batchesOf(region, year)) {
      if (!batch.advance) await simulate.batch(year, category.name, batch.name);
    }
  }
}
