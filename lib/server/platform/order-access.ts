import '@/lib/server/only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env';
import { serverCookie } from '../http/cookies';

/** Cookie that lets the browser which placed an order see its thank-you page. */
export function orderAccessCookieName(orderNumber: string): string {
  return `zw-order-${orderNumber}`;
}

/**
 * The browser's access token of an order: derived from the order id with the server secret, so
 * an idempotent retry (which proves the same checkout) gets the same token back. Only its hash
 * is stored.
 */
export function orderAccessToken(orderId: string): string {
  return createHmac('sha256', env().JWT_SECRET).update(`order-access:${orderId}`).digest('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of a presented token with the stored hash. */
export function accessTokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const a = Buffer.from(hashAccessToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How long the browser that placed an order may see its thank-you page, seconds (30 days). */
const ORDER_ACCESS_MAX_AGE_S = 30 * 24 * 3600;

/** Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, 30 days, Secure on the production hosts. */
export function orderAccessCookie(orderNumber: string, token: string, host: string | undefined): string {
  return serverCookie(orderAccessCookieName(orderNumber), token, { host, sameSite: 'lax', maxAgeSeconds: ORDER_ACCESS_MAX_AGE_S });
}
