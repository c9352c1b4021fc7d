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

/** Keeps the visit's UTM parameters in cookie utm-params for 30 days; a visit without any leaves it alone. */
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
