import '@/lib/server/only';
import { verifyAuthToken } from '../security/jwt';
import { findCustomerById, type CustomerRow } from './customers';

/**
 * The customer a token belongs to: signature, algorithm, expiry and revocation
 * (`tokensValidAfter`, moved by a password change or reset) are all checked. Null otherwise.
 */
export async function customerForToken(token: string): Promise<CustomerRow | null> {
  const claims = await verifyAuthToken(token);
  if (!claims) return null;
  const row = await findCustomerById(claims.customerId);
  if (!row) return null;
  if (claims.issuedAtMs < row.tokensValidAfter.getTime()) return null;
  return row;
}

/** The instant before which tokens are refused after a revocation (ms precision, as `iat_ms`). */
export function revocationInstant(now = Date.now()): Date {
  return new Date(now);
}
