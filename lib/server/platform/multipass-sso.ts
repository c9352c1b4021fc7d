import '@/lib/server/only';
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { siteConfig } from '@/lib/site-config';
import { getDb } from '../db';
import { multipassUses, platformSessions } from '../db/schema';
import { env } from '../env';
import { serverCookie } from '../http/cookies';
import { logger } from '../logger';
import { findCustomerByEmail } from '../account';
import { decodeMultipass, encodeMultipass, MULTIPASS_MAX_AGE_MS } from '../security/multipass';
import { DEFAULT_REDIRECT, safeRedirectPath } from '../security/redirect';

/** Cookie of the built-in platform's session (HttpOnly; the storefront never reads it). */
export const PLATFORM_SESSION_COOKIE = `${siteConfig.brand.toLowerCase()}-platform-session`;
/** Platform session lifetime, ms (as the auth token: 30 days). */
const PLATFORM_SESSION_TTL_MS = siteConfig.authCookieMaxAgeMs;

function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** The shop platform's Multipass login URL for a customer, landing on a sanitised same-site path. */
export function multipassUrl(email: string, redirectTo: unknown, now = new Date()): string {
  const token = encodeMultipass(
    { email, created_at: now.toISOString(), return_to: safeRedirectPath(redirectTo) },
    env().MULTIPASS_SECRET,
  );
  return `${env().SHOP_PLATFORM_URL}/account/login/multipass/${token}`;
}

export type MultipassSignIn =
  | { ok: true; returnTo: string; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'payload' | 'replayed' | 'unknown_customer' };

/**
 * The platform's side of Multipass: verifies the token (signature in constant time, age at most
 * 15 minutes), refuses a token seen before, and opens a platform session for the customer.
 */
export async function signInWithMultipass(token: string, now = Date.now()): Promise<MultipassSignIn> {
  const decoded = decodeMultipass(token, env().MULTIPASS_SECRET, now);
  if (!decoded.ok) return decoded;
  const db = await getDb();
  // tokens older than the maximum age are refused anyway: their replay entries can go
  await db.delete(multipassUses).where(lt(multipassUses.usedAt, new Date(now - 2 * MULTIPASS_MAX_AGE_MS)));
  const [fresh] = await db
    .insert(multipassUses)
    .values({ tokenHash: decoded.tokenId, usedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ tokenHash: multipassUses.tokenHash });
  if (!fresh) return { ok: false, reason: 'replayed' };
  const customer = await findCustomerByEmail(decoded.customer.email);
  if (!customer) return { ok: false, reason: 'unknown_customer' };
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + PLATFORM_SESSION_TTL_MS);
  await db.insert(platformSessions).values({ idHash: sha256(sessionId), customerId: customer.id, expiresAt });
  return { ok: true, returnTo: safeRedirectPath(decoded.customer.return_to, DEFAULT_REDIRECT), sessionId, expiresAt };
}

/** Ends a platform session (logout); unknown ids are ignored. */
export async function endPlatformSession(sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  const db = await getDb();
  const removed = await db.delete(platformSessions).where(eq(platformSessions.idHash, sha256(sessionId))).returning({ id: platformSessions.idHash });
  if (removed.length) logger.debug({}, 'platform session ended');
}

/**
 * Set-Cookie value of the platform session until `expiresAt` (or its removal when `value` is null):
 * HttpOnly, SameSite=Lax, Path=/, Secure on the production hosts.
 */
export function platformSessionCookie(value: string | null, host: string | undefined, expiresAt?: Date): string {
  const until = expiresAt?.getTime() ?? Date.now() + PLATFORM_SESSION_TTL_MS;
  return serverCookie(PLATFORM_SESSION_COOKIE, value, { host, sameSite: 'lax', maxAgeSeconds: (until - Date.now()) / 1000 });
}
