// Per-IP limits on the calls that cost something (a password hash, an SMS, a stored captcha, a big export). They are
// generous on purpose: a whole school may reach the server from one address, so the strict limits are the
// per-phone ones in the database (one code per 60 s, ten a day, five failed logins). Counters live in
// Redis when REDIS_URL is set, so every server process shares them, and in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ERROR_CODES, type ApiCallName } from '@zhiyuan/contracts';
import { AppError } from './app-error.ts';
import { formatWait, MINUTE } from '../lib/time.ts';

/** At most `max` requests per `timeWindow` milliseconds from one IP address. */
export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

/** The limits by call. A school's computer room of 60 students signing up at once stays well inside them. */
export const DEFAULT_RATE_LIMITS = {
  login: { max: 120, timeWindow: MINUTE },
  register: { max: 60, timeWindow: MINUTE },
  resetPassword: { max: 60, timeWindow: MINUTE },
  registerSendPhoneCode: { max: 60, timeWindow: MINUTE },
  resetPasswordSendCode: { max: 60, timeWindow: MINUTE },
  sendBindPhoneCode: { max: 30, timeWindow: MINUTE },
  bindPhone: { max: 30, timeWindow: MINUTE },
  updatePassword: { max: 30, timeWindow: MINUTE },
  getImageCode: { max: 240, timeWindow: MINUTE },
  // Each answer carries a signed nonce; issuing costs an HMAC, no write, but a flood still costs CPU.
  getPublicKey: { max: 240, timeWindow: MINUTE },
  // joinClass has no per-address limit: a whole grade joins from the school's one address; guesses are bounded
  // per account in the database (classes/join-guesses.ts).
  // A parent opening a shared list; the links' secrets are 256-bit, this only bounds the work.
  getSharedList: { max: 120, timeWindow: MINUTE },
  // Each export writes up to 20,000 rows: enough for a class exporting together, not for a scraper.
  exportAdmissions: { max: 30, timeWindow: MINUTE },
} as const satisfies Partial<Record<ApiCallName, RateLimitRule>>;

export type RateLimitTable = Partial<Record<ApiCallName, RateLimitRule>>;

/**
 * Registers the limiter for routes that declare `config.rateLimit` (nothing is limited globally). Must run
 * before the routes are added.
 */
export async function registerRateLimiter(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'zhiyuan-rate-limit:' } : {}),
    // A Redis outage must not take the whole site down; the per-phone limits in the database still hold.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(ERROR_CODES.tooManyRequests, `操作过于频繁，请${formatWait(context.ttl)}后再试`, {
        data: { retryAfterSeconds: seconds },
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
}
