import '@/lib/server/only';
import type { IncomingHttpHeaders } from 'node:http';
import { env } from '../env';

function single(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Origins this site is served from: SITE_URL's, and the one the request itself was addressed to. */
function siteOrigins(headers: IncomingHttpHeaders): Set<string> {
  const origins = new Set<string>([new URL(env().SITE_URL).origin]);
  const host = single(headers.host)?.toLowerCase();
  if (host) {
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

/**
 * Whether a browser sent this request from another origin: `Sec-Fetch-Site` says `same-site` or
 * `cross-site`, or `Origin` names an origin other than this site's (`null` included). Requests
 * with neither header do not come from a browser page (browsers send `Origin` on every request
 * that is not GET or HEAD) and count as same-origin.
 */
export function isCrossOrigin(headers: IncomingHttpHeaders): boolean {
  const site = single(headers['sec-fetch-site'])?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = single(headers.origin);
  if (origin === undefined) return false;
  return !siteOrigins(headers).has(origin.toLowerCase());
}

/**
 * Requests that could be authenticated by the auth cookie: those without an Authorization
 * header (a bearer token is never sent by a browser on its own, so it needs no origin check).
 */
export function mayUseCookie(headers: IncomingHttpHeaders): boolean {
  return headers.authorization === undefined;
}
