import '@/lib/server/only';
import { SignJWT, jwtVerify } from 'jose';
import { siteConfig } from '@/lib/site-config';
import { env } from '../env';

/** Lifetime of an auth token, seconds (30 days, as the auth cookie). */
export const AUTH_TOKEN_TTL_SECONDS = siteConfig.authCookieMaxAgeMs / 1000;

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
};

/**
 * Signs an HS256 auth token: `sub` = customer id, `iat`, `exp` = now + 30 days (seconds), plus
 * `iat_ms` so a revocation in the same second as a later sign-in stays exact.
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
    .sign(key());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer,
 * audience and expiry. Returns null for any token that is not fully valid.
 */
export async function verifyAuthToken(token: string): Promise<AuthClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat! * 1000;
    // iat_ms must agree with the signed iat (same second)
    if (Math.floor(issuedAtMs / 1000) !== payload.iat) return null;
    return { customerId: payload.sub, issuedAtMs, expiresAt: payload.exp! };
  } catch {
    // any verification failure means "not signed in"; the reason is not the caller's business
    return null;
  }
}
