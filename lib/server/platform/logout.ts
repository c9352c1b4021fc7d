import '@/lib/server/only';
import { isLocale, type Locale } from '@/lib/site-config';

/**
 * The language a logout came from: an explicit `locale` query value, else the path of the page
 * that asked (Referer: `/en` or `/en/…` is English), else German.
 */
export function logoutLocale(query: unknown, referer: string | undefined): Locale {
  const explicit = Array.isArray(query) ? query[0] : query;
  if (isLocale(explicit)) return explicit;
  if (referer) {
    try {
      const path = new URL(referer).pathname;
      if (path === '/en' || path.startsWith('/en/')) return 'en';
    } catch {
      // not a URL: no hint
    }
  }
  return 'de';
}
