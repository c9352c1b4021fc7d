import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as route from '@/pages/api/i18n/[locale]/[ns]';
import { bundleVersion } from '@/lib/i18n/bundle-version';
import { callApi } from '../support/api';

const call = (locale: string, ns: string, query = '', method = 'GET') =>
  callApi(route, { method, url: `/api/i18n/${encodeURIComponent(locale)}/${encodeURIComponent(ns)}${query}`, params: { locale, ns } });

/** The texts of a namespace as the file on disk has them. */
const file = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Runs the answer as a browser would and returns what it registered. */
function registered(source: string): Record<string, unknown> {
  const self: { __zwI18n?: Record<string, unknown> } = {};
  new Function('self', source)(self);
  return self.__zwI18n ?? {};
}

describe('GET /api/i18n/{locale}/{ns}', () => {
  it.each([
    ['de', 'catalog'],
    ['en', 'common'],
  ])('answers the texts of %s/%s as a script that registers them', async (locale, ns) => {
    const res = await call(locale, ns);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(registered(res.text)).toEqual({ [`${locale}/${ns}`]: file(locale, ns) });
  });

  it('may be cached for good only when asked for with the current version of the texts', async () => {
    const current = bundleVersion(file('de', 'common') as never);
    const fresh = await call('de', 'common', `?v=${current}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const query of ['', '?v=0123456789ab']) {
      const other = await call('de', 'common', query);
      expect(other.status).toBe(200);
      expect(other.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(registered(other.text)).toEqual(registered(fresh.text));
    }
  });

  it('answers a namespace that does not exist with a JSON 404', async () => {
    const res = await call('de', 'nothing-here');
    expect(res.status).toBe(404);
    expect((res.json as { error: { code: string } }).error.code).toBe('not_found');
  });

  it.each([
    ['fr', 'common', ''],
    ['de', '../de/common', ''],
    ['de', 'Common', ''],
    ['de', 'common', '?v=not-hex'],
    ['de', 'common', '?extra=1'],
  ])('rejects %s/%s%s with a JSON 400 naming the field', async (locale, ns, query) => {
    const res = await call(locale, ns, query);
    expect(res.status).toBe(400);
    const body = res.json as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details.length).toBeGreaterThan(0);
  });

  it('answers other methods with 405 and Allow', async () => {
    const res = await call('de', 'common', '', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});
