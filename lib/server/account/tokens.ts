import '@/lib/server/only';
import { eq, lt } from 'drizzle-orm';
import { getDb } from '../db';
import { revokedTokens } from '../db/schema';
import { verifyAuthToken } from '../security/jwt';
import { findCustomerById } from './customers';
import type { CustomerRow } from './types';

/**
 * The customer a token belongs to: signature, algorithm, expiry, issue time and revocation (a
 * logout of this token, or `tokensValidAfter`, moved by a password change or reset) are all
 * checked. Null otherwise.
 */
export async function customerForToken(token: string): Promise<CustomerRow | null> {
  const claims = await verifyAuthToken(token);
  if (!claims) return null;
  const row = await findCustomerById(claims.customerId);
  if (!row) return null;
  if (claims.issuedAtMs < row.tokensValidAfter.getTime()) return null;
  if (await isRevoked(claims.tokenId)) return null;
  return row;
}

async function isRevoked(tokenId: string): Promise<boolean> {
  const db = await getDb();
  const [hit] = await db.select({ id: revokedTokens.tokenId }).from(revokedTokens).where(eq(revokedTokens.tokenId, tokenId));
  return hit !== undefined;
}

/**
 * Ends one token (a logout): its id goes on the denylist until the token would have expired.
 * Other tokens of the same customer (other devices) stay valid. An invalid token is ignored.
 * Answers whether a token was revoked.
 */
export async function revokeToken(token: string): Promise<boolean> {
  const claims = await verifyAuthToken(token);
  if (!claims) return false;
  const db = await getDb();
  // entries past their token's expiry are of no use any more
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db
    .insert(revokedTokens)
    .values({ tokenId: claims.tokenId, expiresAt: new Date(claims.expiresAt * 1000) })
    .onConflictDoNothing({ target: revokedTokens.tokenId });
  return true;
}

/** The instant before which tokens are refused after a revocation (ms precision, as `iat_ms`). */
export function revocationInstant(now = Date.now()): Date {
  return new Date(now);
}
