import '@/lib/server/only';
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { siteConfig } from '@/lib/site-config';
import { env } from '../env';

/** Lifetime of an auth token, seconds (30 days, as the auth cookie). */
const AUTH_TOKEN_TTL_SECONDS = siteConfig.authCookieMaxAgeMs / 1000;

const ISSUER = 'zweitwerk';
const AUDIENCE = 'zweitwerk-account';

function key(): Uint8Array {
  return new TextEncoder().encode(env().JWT_SECRET);
}

/** Verified claims of an auth token. */
export type AuthClaims = {
  customerId: string;
  /** when the token was issued, ms (compared with the customer's revocation instant) */
  issuedAtMs: number;
  /** expiry, seconds since the epoch (JWT `exp`) */
  expiresAt: number;
  /** the token's id (`jti`), what a logout revokes; tokens signed without one are named by their hash */
  tokenId: string;
};

/** Clock skew tolerated between instances for `iat`, seconds: a token issued later than that is refused. */
const MAX_CLOCK_SKEW_SECONDS = 5;

/**
 * Signs an HS256 auth token: `sub` = customer id, `iat`, `exp` = now + 30 days (seconds), a random
 * `jti` (so one token can be revoked on logout), plus `iat_ms` so a revocation in the same second
 * as a later sign-in stays exact.
 */
export async function signAuthToken(customerId: string, nowMs = Date.now()): Promise<string> {
  const nowSeconds = Math.floor(nowMs / 1000);
  return new SignJWT({ iat_ms: nowMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + AUTH_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(key());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer,
 * audience, expiry and issue time (a token issued in the future is refused). Returns null for
 * any token that is not fully valid. Revocation is checked by the caller (account/tokens.ts).
 */
export async function verifyAuthToken(token: string, nowMs = Date.now()): Promise<AuthClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(nowMs),
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat! * 1000;
    // iat_ms must agree with the signed iat (same second)
    if (Math.floor(issuedAtMs / 1000) !== payload.iat) return null;
    if (payload.iat! > Math.floor(nowMs / 1000) + MAX_CLOCK_SKEW_SECONDS) return null;
    const tokenId = typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : `sha256:${createHash('sha256').update(token).digest('hex')}`;
    return { customerId: payload.sub, issuedAtMs, expiresAt: payload.exp!, tokenId };
  } catch {
    // any verification failure means "not signed in"; the reason is not the caller's business
    return null;
  }
}
