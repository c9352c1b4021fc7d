import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { siteConfig } from './site-config';

/** Claims the storefront reads from an auth token; `exp` is in seconds since the epoch. */
export type AuthTokenClaims = { exp?: number; sub?: string };

/** Decoded claims, or null when the value is not a string or not a decodable JWT. */
export function decodeAuthToken(token: unknown): AuthTokenClaims | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const claims = jwtDecode<AuthTokenClaims>(token);
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4/§5: a token counts only if it is a decodable string whose `exp` (seconds, optional)
 * has not passed. The server verifies the signature on every call; this is the client's view.
 */
export function isTokenValid(token: unknown, nowMs: number = Date.now()): token is string {
  const claims = decodeAuthToken(token);
  if (!claims) return false;
  if (claims.exp === undefined) return true;
  return typeof claims.exp === 'number' && claims.exp * 1000 > nowMs;
}

/** Name of the meta tag through which the server tells the browser its PRODUCTION_HOSTS. */
export const PRODUCTION_HOSTS_META = 'zw-production-hosts';

/**
 * The production hosts the server runs with (PRODUCTION_HOSTS, rendered into every page by
 * _document); the built-in default list only where a page carries none.
 */
function productionHosts(): readonly string[] {
  if (typeof document !== 'undefined') {
    const content = document.querySelector(`meta[name="${PRODUCTION_HOSTS_META}"]`)?.getAttribute('content');
    if (content != null) {
      return content
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
    }
  }
  return siteConfig.productionHosts;
}

/** Whether a hostname is one of the production hosts, where the auth cookie is Secure. */
function isProductionHostname(hostname: string): boolean {
  return productionHosts().includes(hostname.toLowerCase());
}

/** js-cookie attributes of the auth cookie on a host: 30 days, SameSite Lax, path /, Secure only in production. */
export function authCookieAttributes(hostname: string, nowMs: number = Date.now()): Cookies.CookieAttributes {
  return {
    expires: new Date(nowMs + siteConfig.authCookieMaxAgeMs),
    sameSite: 'Lax',
    path: '/',
    secure: isProductionHostname(hostname),
  };
}

function hostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/** The stored token if it is valid; an expired or undecodable one is deleted (counts as logged out). */
export function readAuthToken(): string | null {
  if (typeof document === 'undefined') return null;
  const token = Cookies.get(siteConfig.authCookieName);
  if (token === undefined) return null;
  if (isTokenValid(token)) return token;
  clearAuthToken();
  return null;
}

export function writeAuthToken(token: string): void {
  Cookies.set(siteConfig.authCookieName, token, authCookieAttributes(hostname()));
}

export function clearAuthToken(): void {
  Cookies.remove(siteConfig.authCookieName, { path: '/' });
}
