import Cookies from 'js-cookie';
import { AFFILIATE_COOKIE, affiliateTerms, normalizeRefCode } from './affiliate';
import { readStorage, writeStorage } from './browser-storage';
import { readConsent } from './gtm';

/** Session storage key of a partner code seen before the visitor decided about cookies. */
export const PENDING_REF_KEY = 'zw-ref-pending';

type CookieJar = Pick<typeof Cookies, 'set' | 'remove'>;

/**
 * Moves a waiting partner code into the 30-day attribution cookie once the visitor has allowed
 * statistics; a visitor who said no (or withdrew) keeps no attribution cookie at all.
 */
export function applyRefConsent(cookies: CookieJar = Cookies): 'stored' | 'waiting' | 'none' {
  const consent = readConsent();
  const pending = normalizeRefCode(readStorage('session', PENDING_REF_KEY));
  if (consent?.analytics) {
    if (!pending) return 'none';
    cookies.set(AFFILIATE_COOKIE, pending, { expires: affiliateTerms.attributionDays, sameSite: 'Lax', path: '/' });
    writeStorage('session', PENDING_REF_KEY, null);
    return 'stored';
  }
  if (consent && !consent.analytics) {
    cookies.remove(AFFILIATE_COOKIE, { path: '/' });
    writeStorage('session', PENDING_REF_KEY, null);
    return 'none';
  }
  return pending ? 'waiting' : 'none';
}

/**
 * Notes the `?ref=` code of a URL for this visit (session storage, nothing persistent) and stores
 * it as the attribution cookie right away when consent is already given.
 */
export function captureRef(search: string, cookies: CookieJar = Cookies): 'stored' | 'waiting' | 'none' {
  const code = normalizeRefCode(new URLSearchParams(search).get('ref'));
  if (code) writeStorage('session', PENDING_REF_KEY, code);
  return applyRefConsent(cookies);
}
