import '@/lib/server/only';
import { stringifySetCookie } from 'cookie';
import { env } from '../env';

/** Whether the hostname of a Host header is one of PRODUCTION_HOSTS (cookies are Secure there). */
export function isProductionHost(host: string | undefined): boolean {
  if (!host) return false;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  return env().PRODUCTION_HOSTS.includes(hostname);
}

export type ServerCookieOptions = {
  /** the request's Host header: the cookie is Secure on the production hosts */
  host: string | undefined;
  sameSite: 'lax' | 'strict';
  /** lifetime, seconds (ignored when the cookie is removed) */
  maxAgeSeconds: number;
};

/**
 * A Set-Cookie header for a cookie only the server reads: HttpOnly, Path=/, the given SameSite and
 * Max-Age, Secure on the production hosts. A `null` value removes the cookie (empty, Max-Age=0).
 */
export function serverCookie(name: string, value: string | null, opts: ServerCookieOptions): string {
  return stringifySetCookie({
    name,
    value: value ?? '',
    path: '/',
    httpOnly: true,
    sameSite: opts.sameSite,
    maxAge: value === null ? 0 : Math.max(0, Math.floor(opts.maxAgeSeconds)),
    secure: isProductionHost(opts.host),
  });
}
