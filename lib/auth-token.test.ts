import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { authCookieAttributes, clearAuthToken, isTokenValid, readAuthToken, writeAuthToken } from './auth-token';

/** An unsigned JWT-shaped token with the given claims (the client only decodes). */
function token(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('isTokenValid', () => {
  it.each([
    ['exp in the future', token({ sub: 'x', exp: NOW / 1000 + 60 }), true],
    ['no exp at all', token({ sub: 'x' }), true],
    ['exp exactly now (seconds)', token({ exp: NOW / 1000 }), false],
    ['exp in the past', token({ exp: NOW / 1000 - 1 }), false],
    ['exp given in ms would be far future, but a string exp is invalid', token({ exp: String(NOW) }), false],
    ['not a JWT', 'not-a-token', false],
    ['empty string', '', false],
    ['garbage payload', 'aaa.bbb.ccc', false],
  ])('%s', (_label, value, expected) => {
    expect(isTokenValid(value, NOW)).toBe(expected);
  });

  it.each([[undefined], [null], [42], [{ exp: 1 }]])('a non-string (%j) is invalid', (value) => {
    expect(isTokenValid(value, NOW)).toBe(false);
  });
});

describe('auth cookie', () => {
  it('lasts 30 days, SameSite Lax, path /, not Secure on localhost', () => {
    const attrs = authCookieAttributes('localhost', NOW);
    expect(attrs).toEqual({ expires: new Date(NOW + 2592000000), sameSite: 'Lax', path: '/', secure: false });
  });

  it.each([
    ['zweitwerk.de', true],
    ['www.zweitwerk.de', true],
    ['WWW.ZWEITWERK.DE', true],
    ['staging.zweitwerk.de', false],
    ['zweitwerk.de.evil.example', false],
    ['127.0.0.1', false],
  ])('Secure on %s: %s', (host, secure) => {
    expect(authCookieAttributes(host, NOW).secure).toBe(secure);
  });

  it('follows the PRODUCTION_HOSTS the server renders into the page, not a built-in list', () => {
    const meta = document.createElement('meta');
    meta.name = 'zw-production-hosts';
    meta.content = 'shop.example.com, Staging.Zweitwerk.de';
    document.head.append(meta);
    try {
      expect(authCookieAttributes('shop.example.com', NOW).secure).toBe(true);
      expect(authCookieAttributes('staging.zweitwerk.de', NOW).secure).toBe(true);
      // the default hosts are not production hosts of this server
      expect(authCookieAttributes('zweitwerk.de', NOW).secure).toBe(false);
      meta.content = '';
      expect(authCookieAttributes('shop.example.com', NOW).secure).toBe(false);
    } finally {
      meta.remove();
    }
  });

  it('stores a valid token under zweitwerk-auth-jwt and reads it back', () => {
    const t = token({ exp: Date.now() / 1000 + 3600 });
    writeAuthToken(t);
    expect(Cookies.get('zweitwerk-auth-jwt')).toBe(t);
    expect(readAuthToken()).toBe(t);
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });

  it('deletes an expired or undecodable token and counts it as logged out', () => {
    Cookies.set('zweitwerk-auth-jwt', token({ exp: Date.now() / 1000 - 10 }), { path: '/' });
    expect(readAuthToken()).toBeNull();
    expect(Cookies.get('zweitwerk-auth-jwt')).toBeUndefined();
    Cookies.set('zweitwerk-auth-jwt', 'garbage', { path: '/' });
    expect(readAuthToken()).toBeNull();
    expect(Cookies.get('zweitwerk-auth-jwt')).toBeUndefined();
  });
});
