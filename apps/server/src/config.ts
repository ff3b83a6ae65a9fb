// Server configuration, read once from environment variables and validated, so that a wrong value stops the
// start with a Chinese message naming the variable instead of failing later in some request.
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const port = z.coerce
  .number({ error: '应为 1 到 65535 之间的整数' })
  .int('应为 1 到 65535 之间的整数')
  .min(1, '应为 1 到 65535 之间的整数')
  .max(65535, '应为 1 到 65535 之间的整数');

export const envSchema = z.object({
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
  SITE_DIST: z.string().min(1, '不能为空').default(path.join(repoRoot, 'apps/site/dist')),
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  port: number;
  host: string;
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  /** Folder of the built public site; served with an SPA fallback when it exists. */
  siteDist: string;
}

/** Thrown when the environment is invalid; its message lists every bad variable in Chinese. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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
  };
}
