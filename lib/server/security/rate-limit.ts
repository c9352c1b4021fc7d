import '@/lib/server/only';
import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { env } from '../env';
import { TooManyRequestsError } from '../http/errors';
import { logger } from '../logger';

/** Named limits: attempts (`points`) per window (`duration`, seconds). */
export const RATE_LIMITS = {
  // (points from LOGIN_ATTEMPTS_PER_IP, 30 unless set)
  'login-ip': { points: 30, duration: 15 * 60 },
  // per (address, e-mail): someone guessing from one address is stopped, the owner elsewhere is not
  'login-ip-email': { points: 10, duration: 15 * 60 },
  // per e-mail only counted, never refused: failures slow further attempts down (security/slow-down.ts)
  'login-email-failures': { points: 1_000_000, duration: 15 * 60 },
  'register-ip': { points: 10, duration: 60 * 60 },
  // a browser needs one cart; a shared office address a few dozen an hour
  // (points from CART_CREATES_PER_HOUR)
  'cart-create-ip': { points: 120, duration: 60 * 60 },
  'register-email': { points: 5, duration: 60 * 60 },
  'forgot-ip': { points: 10, duration: 60 * 60 },
  'forgot-ip-email': { points: 3, duration: 60 * 60 },
  'reset-ip': { points: 20, duration: 60 * 60 },
  'password-customer': { points: 10, duration: 15 * 60 },
  'lead-ip': { points: 8, duration: 60 * 60 },
  'lead-email': { points: 4, duration: 60 * 60 },
  'newsletter-ip': { points: 10, duration: 60 * 60 },
  'newsletter-email': { points: 3, duration: 60 * 60 },
  'newsletter-token-ip': { points: 30, duration: 15 * 60 },
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
  const { duration } = RATE_LIMITS[name];
  const points = name === 'cart-create-ip' ? env().CART_CREATES_PER_HOUR : name === 'login-ip' ? env().LOGIN_ATTEMPTS_PER_IP : RATE_LIMITS[name].points;
  const keyPrefix = `${env().REDIS_PREFIX}-rl:${name}`;
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

/** Counts one event under a limit without ever refusing; answers the count in the current window. */
export async function countEvent(name: LimitName, key: string): Promise<number> {
  const res = await (await limiter(name)).penalty(key, 1);
  return res.consumedPoints;
}

/** How many attempts or events a key has in the current window of a limit. */
export async function eventCount(name: LimitName, key: string): Promise<number> {
  const res = await (await limiter(name)).get(key);
  return res?.consumedPoints ?? 0;
}

/** Where the counters of a limit live: 'redis' (shared by every instance) or 'memory' (this process). */
export async function rateLimitStore(name: LimitName): Promise<'redis' | 'memory'> {
  return (await limiter(name)) instanceof RateLimiterRedis ? 'redis' : 'memory';
}

/** Forgets the attempts of one key (e.g. the e-mail's failed logins after a successful one). */
export async function resetRateLimit(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(key);
}

/**
 * The client's IP. Without trusted proxies (TRUST_PROXY=0) it is the socket address. Behind N
 * trusted proxies, each of which appends the address it received the request from to
 * X-Forwarded-For, the chain is `[...X-Forwarded-For, socket address]` and the client is the
 * entry N places from its right end. Entries further left were written by the client itself and
 * are never trusted, so prepending fake addresses changes nothing.
 *
 * Behind the production server's front (server/index.mjs) Next listens on a private unix socket,
 * which has no peer address; only the front can reach it, and it appends the address of its own
 * peer to X-Forwarded-For. There the last entry stands for the socket address.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: number = env().TRUST_PROXY): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const socket = req.socket?.remoteAddress ?? (onUnixSocket(req.socket) ? forwarded.pop() : undefined) ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const chain = [...forwarded, socket];
  // fewer entries than trusted hops: the left-most is the best we know (set by our own first proxy)
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}

/**
 * Whether a connection came in on a unix socket: its server listens on a path (Node answers a
 * string for `address()` there). A TCP connection that has already closed has no address either,
 * but its server's address is a port: its X-Forwarded-For is never taken for the peer.
 */
function onUnixSocket(socket: IncomingMessage['socket'] | undefined): boolean {
  const server = (socket as (IncomingMessage['socket'] & { server?: { address(): unknown } }) | undefined)?.server;
  return typeof server?.address() === 'string';
}

/** Closes the Redis connection and drops the limiters (tests, shutdown). */
export async function closeRateLimits(): Promise<void> {
  const s = state();
  s.limiters.clear();
  const redis = s.redis;
  s.redis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
