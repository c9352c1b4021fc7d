import { describe, expect, it } from 'vitest';
import * as health from '@/pages/api/health';
import * as flags from '@/pages/api/flags/generate-flags';
import { callApi } from '../support/api';

describe('GET /api/health', () => {
  it('pings the database and reports the engine', async () => {
    const res = await callApi(health);
    expect(res.status).toBe(200);
    const body = res.json as { ok: boolean; database: { kind: string } };
    expect(body.ok).toBe(true);
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await callApi(health, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect((res.json as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });
});

describe('POST /api/flags/generate-flags', () => {
  const call = (query: string, body: unknown) => callApi(flags, { method: 'POST', url: `/api/flags/generate-flags?${query}`, body });
  type FlagsAnswer = { key: string; flags: Record<string, boolean> };

  it('gives the same flags to the same key every time', async () => {
    const a = await call('key=browser-1&enabled=1&app=front-end', {});
    const b = await call('key=browser-1&enabled=1&app=front-end', { path: '/' });
    expect(a.status).toBe(200);
    const fa = a.json as FlagsAnswer;
    expect(fa.key).toBe('browser-1');
    expect(fa.flags).toEqual((b.json as FlagsAnswer).flags);
    expect(fa.flags.b2bQuoteButton).toBe(true);
    expect(fa.flags.checkoutExpressPay).toBe(false);
  });

  it('splits a 50% rollout across keys', async () => {
    let on = 0;
    for (let i = 0; i < 60; i++) {
      const r = await call(`key=k${i}&enabled=1&app=front-end`, {});
      if ((r.json as FlagsAnswer).flags.newSearchRanking) on++;
    }
    expect(on).toBeGreaterThan(15);
    expect(on).toBeLessThan(45);
  });

  it('turns everything off with enabled=0', async () => {
    const off = (await call('key=x&enabled=0&app=front-end', {})).json as FlagsAnswer;
    expect(Object.values(off.flags).length).toBeGreaterThan(0);
    expect(Object.values(off.flags).every((v) => v === false)).toBe(true);
  });

  it.each([
    ['enabled=1&app=front-end', {}],
    ['key=x&enabled=2&app=front-end', {}],
    ['key=x&enabled=1&app=front-end', [1, 2]],
    ['key=x&enabled=1&app=front-end', '{bad json'],
  ])('rejects %s with a JSON 400', async (query, body) => {
    const res = await call(query, body);
    expect(res.status).toBe(400);
    expect((res.json as { error: { code: string } }).error.code).toMatch(/invalid/);
  });
});
