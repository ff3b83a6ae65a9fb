// Builds the real app on a test database and talks to it through `inject()` the way the browser does:
// fetch the public key and a nonce, encrypt nonce and password with it (PKCS#1 v1.5, as jsencrypt), solve
// captchas (the tests
// choose the text drawn), read the SMS codes the app sent, sign up and sign in.
import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passwordPlaintext, type Envelope, type Role } from '@zhiyuan/contracts';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { seedDatabase, type SeedOptions, type SeedResult } from '../../src/data/seed.ts';
import type { SmsDriver, SmsMessage } from '../../src/modules/sms/index.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

/** Cheap scrypt for suites (see BuildOptions.testOnlyScryptCost); the production cost is tested apart. */
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 };
/** What every captcha of a test app shows. */
export const CAPTCHA_ANSWER = 'K7PQ';
/** 2025-06-25 08:00 UTC: the test clock's start. */
export const TEST_EPOCH = Date.UTC(2025, 5, 25, 8, 0, 0);

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** Fresh phone numbers after `start`, one per call. */
export function phoneSequence(start: number): () => string {
  let next = start;
  return () => String(++next);
}

export function createClock(start = TEST_EPOCH): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/** An SMS driver that keeps what it is given, for tests that read codes without the outbox. */
export function createCapturingDriver(): SmsDriver & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    name: 'capture',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  url: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  /** What `seed` wrote (zeros without it). */
  seeded: SeedResult | null;
  database: TestDatabase;
  clock: TestClock;
  sms: SmsMessage[];
  call<T = unknown>(options: CallOptions): Promise<CallResult<T>>;
  /** The latest code sent to `phone`. */
  lastCode(phone: string): string;
  /** Encrypts `plain` with a fresh nonce, as the browser does before each request (one use only). */
  encrypt(plain: string): Promise<string>;
  captcha(): Promise<{ captchaId: string; captchaCode: string }>;
  register(phone: string, password: string, name?: string): Promise<void>;
  login(phone: string, password: string, clientType?: 1 | 2): Promise<string>;
  /** Registers and signs in; with `roles`, grants them first (no API grants roles). */
  signUp(phone: string, options?: { password?: string; roles?: Role[]; clientType?: 1 | 2 }): Promise<string>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  build?: BuildOptions;
  /** Seeds the catalog and sample data before the app answers (tests pass a small subset). */
  seed?: SeedOptions;
}

export async function startTestApp(kind: DatabaseKind, options: StartOptions = {}): Promise<TestApp> {
  // A suite may bring its own database (the CLI's); otherwise each app gets a fresh one, dropped on close.
  const given = options.env?.DATABASE_URL;
  const database: TestDatabase = given
    ? { kind, url: given, drop: async () => undefined }
    : await createTestDatabase(kind);
  const clock = createClock();
  const capture = createCapturingDriver();
  let app: FastifyInstance;
  try {
    app = await buildApp(
      loadConfig({
        // No built site or back office, whether the checkout has built them or not: suites that serve them
        // bring their own folders.
        SITE_DIST: '/nonexistent',
        ADMIN_DIST: '/nonexistent',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        ...options.env,
      }),
      {
        now: clock.now,
        captchaText: () => CAPTCHA_ANSWER,
        testOnlyScryptCost: TEST_SCRYPT_COST,
        ...(options.env?.SMS_DRIVER ? {} : { smsDriver: capture }),
        ...options.build,
      },
    );
  } catch (error) {
    await database.drop();
    throw error;
  }
  let seeded: SeedResult | null = null;
  if (options.seed) {
    try {
      seeded = await seedDatabase(app.db, { now: clock.now, ...options.seed });
      app.dataCache.invalidate();
    } catch (error) {
      await app.close();
      await database.drop();
      throw error;
    }
  }
  async function call<T = unknown>(o: CallOptions): Promise<CallResult<T>> {
    const headers: Record<string, string> = { client: 'web', ...o.headers };
    if (o.token !== undefined) headers.token = o.token;
    const res = await app.inject({
      method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
      url: o.url,
      headers,
      ...(o.body === undefined ? {} : { payload: o.body as object }),
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });
    return {
      status: res.statusCode,
      body: res.body ? (res.json() as Envelope<T>) : ({} as Envelope<T>),
      headers: res.headers,
    };
  }

  async function encrypt(plain: string): Promise<string> {
    const res = await call<{ publicKey: string; nonce?: string }>({ url: '/api/user/publicKey' });
    const key = res.body.data?.publicKey;
    if (!key) throw new Error('no public key');
    return publicEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(passwordPlaintext(plain, res.body.data?.nonce), 'utf8'),
    ).toString('base64');
  }

  async function captcha() {
    const res = await call<{ captchaId: string }>({ url: '/api/user/getImageCode' });
    const captchaId = res.body.data?.captchaId;
    if (!captchaId) throw new Error(`no captcha: ${JSON.stringify(res.body)}`);
    return { captchaId, captchaCode: CAPTCHA_ANSWER };
  }

  function lastCode(phone: string): string {
    const found = [...capture.sent].reverse().find((m) => m.phone === phone);
    if (!found) throw new Error(`no SMS sent to ${phone}`);
    return found.code;
  }

  async function register(phone: string, password: string, name?: string) {
    const sent = await call({
      url: '/api/user/registerSendPhoneCode',
      body: { phone, ...(await captcha()) },
    });
    if (sent.body.errorCode !== '0') throw new Error(`send code failed: ${JSON.stringify(sent.body)}`);
    const res = await call({
      url: '/api/user/register',
      body: { phone, code: lastCode(phone), password: await encrypt(password), ...(name ? { name } : {}) },
    });
    if (res.body.errorCode !== '0') throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  }

  async function login(phone: string, password: string, clientType?: 1 | 2) {
    const res = await call<{ token: string }>({
      url: '/api/user/login',
      body: { phone, password: await encrypt(password), ...(clientType ? { clientType } : {}) },
    });
    const token = res.body.data?.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return token;
  }

  async function signUp(phone: string, o: { password?: string; roles?: Role[]; clientType?: 1 | 2 } = {}) {
    const password = o.password ?? 'secret-123';
    await register(phone, password);
    if (o.roles) {
      await app.db
        .updateTable('users')
        .set({ roles: JSON.stringify(o.roles) })
        .where('phone', '=', phone)
        .execute();
    }
    return login(phone, password, o.clientType);
  }

  return {
    app,
    seeded,
    database,
    clock,
    sms: capture.sent,
    call,
    lastCode,
    encrypt,
    captcha,
    register,
    login,
    signUp,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
