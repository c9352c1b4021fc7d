import '@/lib/server/only';
import { siteConfig } from '@/lib/site-config';
import { UnauthorizedError } from '../http/errors';
import { toCurrentCustomer } from './customers';
import { customerForToken } from './tokens';
import type { CurrentCustomer, CustomerRow, RequestLike } from './types';

/**
 * The token a request carries: the Authorization bearer header when present (then only it
 * counts), otherwise the auth cookie.
 */
export function requestToken(req: RequestLike): string | null {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }
  return req.cookies?.[siteConfig.authCookieName] || null;
}

/** The stored customer of a request's valid token, or null. */
export async function customerRowOf(req: RequestLike): Promise<CustomerRow | null> {
  const token = requestToken(req);
  return token ? customerForToken(token) : null;
}

/**
 * The customer of a valid token in the Authorization bearer header or the auth cookie
 * (zweitwerk-auth-jwt); null when there is none or it is invalid or expired.
 */
export async function currentCustomer(req: RequestLike): Promise<CurrentCustomer | null> {
  const row = await customerRowOf(req);
  return row ? toCurrentCustomer(row) : null;
}

/** Like currentCustomer, but throws 401 when nobody is signed in. */
export async function requireCustomerRow(req: RequestLike): Promise<CustomerRow> {
  const row = await customerRowOf(req);
  if (!row) throw new UnauthorizedError();
  return row;
}
