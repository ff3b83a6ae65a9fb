// Server configuration, read once from environment variables and validated, so that a wrong value stops the
// start with a Chinese message naming the variable instead of failing later in some request.
import path from 'node:path';
import { z } from 'zod';
import { INNER_MONGOLIA, regionNamed, REGIONS, type RegionConfig } from '@zhiyuan/dataset';

/** The repository root: relative paths of the configuration (var/zhiyuan.db) are resolved against it. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const port = z.coerce
  .number({ error: '应为 1 到 65535 之间的整数' })
  .int('应为 1 到 65535 之间的整数')
  .min(1, '应为 1 到 65535 之间的整数')
  .max(65535, '应为 1 到 65535 之间的整数');

const booleanText = z
  .enum(['true', 'false', '1', '0'], { error: '应为 true 或 false' })
  .transform((v) => v === 'true' || v === '1');

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An http(s) origin with nothing after the host (and port): `https://zhiyuan.example.cn`. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === value.replace(/\/$/, '') &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1, '不能为空').default('0.0.0.0'),
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: '应为 development、production 或 test' })
      .default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: '应为 fatal、error、warn、info、debug、trace 或 silent',
      })
      .default('info'),
    SITE_DIST: z.string().min(1, '不能为空').default(path.join(REPO_ROOT, 'apps/site/dist')),
    ADMIN_DIST: z.string().min(1, '不能为空').default(path.join(REPO_ROOT, 'apps/admin/dist')),
    DATABASE_URL: z
      .string()
      .refine(
        (v) =>
          (v.startsWith('file:') && v.length > 'file:'.length) ||
          isUrlWithProtocol(v, ['postgres:', 'postgresql:']),
        '应为 file:<路径>（SQLite）或 postgres://…（PostgreSQL）',
      )
      .default('file:var/zhiyuan.db'),
    REDIS_URL: z
      .string()
      .refine((v) => isUrlWithProtocol(v, ['redis:', 'rediss:']), '应为 redis://… 或 rediss://…')
      .optional(),
    SMS_DRIVER: z.enum(['outbox', 'webhook'], { error: '应为 outbox 或 webhook' }).default('outbox'),
    SMS_WEBHOOK_URL: z
      .string()
      .refine((v) => isUrlWithProtocol(v, ['http:', 'https:']), '应为 http:// 或 https:// 开头的地址')
      .optional(),
    SMS_WEBHOOK_SECRET: z.string().min(16, '至少 16 个字符').optional(),
    SMS_SIGNATURE: z.string().min(1, '不能为空').max(16, '不能超过 16 个字符').default('志愿填报'),
    CAPTCHA_ENABLED: booleanText.default(true),
    SEED_ON_START: booleanText.default(true),
    REGION: z
      .string()
      .refine((v) => regionNamed(v) !== null, `应为 ${REGIONS.map((r) => r.province).join('、')} 之一`)
      .default(INNER_MONGOLIA.province),
    PUBLIC_ORIGIN: z
      .string()
      .refine(isOrigin, '应为网站的公开地址，如 https://zhiyuan.example.cn（只写协议和域名，不带路径）')
      .transform((v) => v.replace(/\/$/, ''))
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^[A-Za-z0-9.:/,\s]+$/, '应为 true、false，或以逗号分隔的地址、网段或 loopback 等关键字')
      // No proxy is trusted unless named: trusting loopback by default let any program on the host pick
      // its own address (and so a fresh per-IP limit) by sending X-Forwarded-For.
      .default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_DRIVER === 'webhook' && !env.SMS_WEBHOOK_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_WEBHOOK_URL'],
        message: 'SMS_DRIVER=webhook 时必须设置短信网关地址',
      });
    }
    if (env.NODE_ENV === 'production' && !env.CAPTCHA_ENABLED) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_ENABLED'],
        message: '生产环境（NODE_ENV=production）不允许关闭图形验证码',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type SmsConfig =
  | { driver: 'outbox'; signature: string }
  | { driver: 'webhook'; signature: string; webhookUrl: string; webhookSecret: string | undefined };

export interface ServerConfig {
  port: number;
  host: string;
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  /** Folder of the built public site; served with an SPA fallback when it exists. */
  siteDist: string;
  /** Folder of the built back office; served under /admin/ with an SPA fallback when it exists. */
  adminDist: string;
  /** `file:<absolute path>`, `file::memory:` or `postgres://…`. */
  databaseUrl: string;
  /** Shared rate-limit counters; memory when absent. */
  redisUrl: string | undefined;
  sms: SmsConfig;
  /** Off only outside production (automated tests). */
  captchaEnabled: boolean;
  /** Seed the real and the sample data when the server starts on an empty catalog. */
  seedOnStart: boolean;
  /**
   * Fastify's trustProxy: which proxies may set X-Forwarded-For (the per-IP limits rely on it). None by
   * default; behind nginx on the same host, `127.0.0.1`.
   */
  trustProxy: boolean | string[];
  /**
   * The province the site serves (REGION, 内蒙古 by default): its years, categories and batches as data
   * (libs/dataset region.ts). The import reads files against it and the recommendation serves it.
   */
  region: RegionConfig;
  /**
   * The site's public address (PUBLIC_ORIGIN, `https://host`): the absolute URLs of sitemap.xml and
   * robots.txt. Unset, they are built from the request's own protocol and host.
   */
  publicOrigin: string | undefined;
}

/** Thrown when the environment is invalid; its message lists every bad variable in Chinese. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `file:var/x.db` → `file:/repo/var/x.db`; other URLs unchanged. */
export function resolveDatabaseUrl(url: string, baseDir: string = REPO_ROOT): string {
  if (!url.startsWith('file:')) return url;
  const file = url.slice('file:'.length);
  if (file === ':memory:') return url;
  return `file:${path.resolve(baseDir, file)}`;
}

function parseTrustProxy(value: string): boolean | string[] {
  const v = value.trim();
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty strings count as unset, as most process managers write them for "no value".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `环境变量 ${i.path.join('.')} 无效：${i.message}`);
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    siteDist: path.resolve(e.SITE_DIST),
    adminDist: path.resolve(e.ADMIN_DIST),
    databaseUrl: resolveDatabaseUrl(e.DATABASE_URL),
    redisUrl: e.REDIS_URL,
    sms:
      e.SMS_DRIVER === 'webhook' && e.SMS_WEBHOOK_URL
        ? {
            driver: 'webhook',
            signature: e.SMS_SIGNATURE,
            webhookUrl: e.SMS_WEBHOOK_URL,
            webhookSecret: e.SMS_WEBHOOK_SECRET,
          }
        : { driver: 'outbox', signature: e.SMS_SIGNATURE },
    captchaEnabled: e.CAPTCHA_ENABLED,
    seedOnStart: e.SEED_ON_START,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    region: regionNamed(e.REGION) ?? INNER_MONGOLIA,
    publicOrigin: e.PUBLIC_ORIGIN,
  };
}
