import '@/lib/server/only';
import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { env } from '../env';
import { TooManyRequestsError } from '../http/errors';
import { logger } from '../logger';

/** Named limits: attempts (`points`) per window (`duration`, seconds). */
export const RATE_LIMITS = {
  'login-ip': { points: 30, duration: 15 * 60 },
  'login-email': { points: 10, duration: 15 * 60 },
  'register-ip': { points: 10, duration: 60 * 60 },
  'register-email': { points: 5, duration: 60 * 60 },
  'forgot-ip': { points: 10, duration: 60 * 60 },
  'forgot-email': { points: 3, duration: 60 * 60 },
  'reset-ip': { points: 20, duration: 60 * 60 },
  'password-customer': { points: 10, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

type State = { redis?: Redis; limiters: Map<LimitName, RateLimiterAbstract> };
const globalForLimits = globalThis as unknown as { __zwRateLimits?: State };

function state(): State {
  globalForLimits.__zwRateLimits ??= { limiters: new Map() };
  return globalForLimits.__zwRateLimits;
}

async function redisClient(url: string): Promise<Redis> {
  const s = state();
  if (!s.redis) {
    const { default: IORedis } = await import('ioredis');
    s.redis = new IORedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    s.redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis for rate limits unavailable'));
  }
  return s.redis;
}

async function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  const s = state();
  const existing = s.limiters.get(name);
  if (existing) return existing;
  const { points, duration } = RATE_LIMITS[name];
  const keyPrefix = `zw-rl:${name}`;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  const url = env().REDIS_URL;
  // Redis is shared by every instance; if it fails, each instance falls back to its own memory
  const created: RateLimiterAbstract = url
    ? new RateLimiterRedis({ storeClient: await redisClient(url), points, duration, keyPrefix, insuranceLimiter: memory })
    : memory;
  s.limiters.set(name, created);
  return created;
}

/**
 * Counts one attempt against each given limit and key; throws 429 with Retry-After (the
 * longest wait) when any of them is exhausted. Keys are e.g. the client IP or a lower-cased e-mail.
 */
export async function consumeRateLimits(checks: ReadonlyArray<readonly [LimitName, string]>): Promise<void> {
  let waitMs = 0;
  for (const [name, key] of checks) {
    try {
      await (await limiter(name)).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) waitMs = Math.max(waitMs, err.msBeforeNext);
      else throw err;
    }
  }
  if (waitMs > 0) throw new TooManyRequestsError(waitMs / 1000);
}

/** Where the counters of a limit live: 'redis' (shared by every instance) or 'memory' (this process). */
export async function rateLimitStore(name: LimitName): Promise<'redis' | 'memory'> {
  return (await limiter(name)) instanceof RateLimiterRedis ? 'redis' : 'memory';
}

/** Forgets the attempts of one key (e.g. the e-mail's failed logins after a successful one). */
export async function resetRateLimit(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(key);
}

/** The client's IP: the socket address, or the first X-Forwarded-For entry when TRUST_PROXY=1. */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  if (env().TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

/** Closes the Redis connection and drops the limiters (tests, shutdown). */
export async function closeRateLimits(): Promise<void> {
  const s = state();
  s.limiters.clear();
  const redis = s.redis;
  s.redis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
