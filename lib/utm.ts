import Cookies from 'js-cookie';
import { siteConfig } from './site-config';

/** The query parameters whose names start with utm_, first value of each, trimmed to sane sizes. */
export function extractUtm(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith('utm_') || name.length > 64) continue;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value !== '') out[name] = value.slice(0, 256);
  }
  return out;
}

/**
 * Keeps the visit's UTM parameters in cookie utm-params for 30 days; a visit without any leaves it
 * alone. Only after consent: use noteUtm, which decides.
 */
export function captureUtm(query: Record<string, string | string[] | undefined>, cookies: Pick<typeof Cookies, 'set'> = Cookies): Record<string, string> | null {
  const utm = extractUtm(query);
  if (Object.keys(utm).length === 0) return null;
  cookies.set(siteConfig.utmCookieName, JSON.stringify(utm), {
    expires: siteConfig.utmCookieDays,
    sameSite: 'Lax',
    path: '/',
  });
  return utm;
}

/**
 * UTM parameters seen before the visitor consented: kept in this page's memory only (nothing on
 * the device), so a later consent in the same visit can still attribute it (§ 25 TDDDG).
 */
let pending: Record<string, string> | null = null;

/**
 * Notes the UTM parameters of a page view: with consent they go straight into the cookie, without
 * it they wait in memory until consent is given (or are forgotten with the visit).
 */
export function noteUtm(
  query: Record<string, string | string[] | undefined>,
  consented: boolean,
  cookies: Pick<typeof Cookies, 'set'> = Cookies,
): Record<string, string> | null {
  const utm = extractUtm(query);
  if (Object.keys(utm).length === 0) return null;
  if (consented) {
    pending = null;
    return captureUtm(utm, cookies);
  }
  pending = utm;
  return null;
}

/** Writes the UTM parameters held in memory to the cookie; call once the visitor consented. */
export function flushPendingUtm(cookies: Pick<typeof Cookies, 'set'> = Cookies): Record<string, string> | null {
  if (!pending) return null;
  const utm = pending;
  pending = null;
  return captureUtm(utm, cookies);
}

/** The UTM parameters waiting for consent (tests). */
export function pendingUtm(): Record<string, string> | null {
  return pending;
}

/** Reads the stored UTM parameters (for the order and the contact form). */
export function readUtm(cookies: Pick<typeof Cookies, 'get'> = Cookies): Record<string, string> {
  try {
    const raw = cookies.get(siteConfig.utmCookieName);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
