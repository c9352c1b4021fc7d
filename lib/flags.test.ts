import { describe, expect, it, vi } from 'vitest';
import { fetchFlags, loadFlags, storedFlags } from './flags';

const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('fetchFlags', () => {
  it('posts to generate-flags with key, enabled=1, app=front-end, extra params and the JSON payload', async () => {
    const fetchImpl = vi.fn((url: string, init?: RequestInit) => {
      void url;
      void init;
      return ok({ key: 'k1', flags: { a: true, b: false } });
    });
    const result = await fetchFlags('k1', { baseUrl: 'https://flags.example/api', extraParams: { country: 'DE' }, payload: { path: '/' }, fetchImpl });
    expect(result).toEqual({ key: 'k1', flags: { a: true, b: false } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://flags.example/api/generate-flags');
    expect(Object.fromEntries(u.searchParams)).toEqual({ key: 'k1', enabled: '1', app: 'front-end', country: 'DE' });
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ path: '/' });
  });

  it('gives empty flags on an HTTP error', async () => {
    const fetchImpl = () => Promise.resolve(new Response('nope', { status: 500 }));
    expect(await fetchFlags('k2', { fetchImpl })).toEqual({ key: 'k2', flags: {} });
  });

  it('gives empty flags on a network error', async () => {
    const fetchImpl = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchFlags('k3', { fetchImpl })).toEqual({ key: 'k3', flags: {} });
  });

  it('gives empty flags on a malformed answer and drops non-boolean values', async () => {
    expect(await fetchFlags('k4', { fetchImpl: () => Promise.resolve(new Response('not json', { status: 200 })) })).toEqual({ key: 'k4', flags: {} });
    expect(await fetchFlags('k5', { fetchImpl: () => ok({ flags: { a: 'yes', b: true } }) })).toEqual({ key: 'k5', flags: { b: true } });
  });
});

describe('loadFlags', () => {
  it('stores flags under futureFlatFlags and the key under futureFlatKey', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => ok({ flags: { x: true } }));
    const result = await loadFlags();
    expect(window.localStorage.getItem('futureFlatKey')).toBe(result.key);
    expect(JSON.parse(window.localStorage.getItem('futureFlatFlags')!)).toEqual({ x: true });
    expect(storedFlags()).toEqual({ x: true });
    const again = await loadFlags();
    expect(again.key).toBe(result.key);
    spy.mockRestore();
  });

  it('stores empty flags when the service fails', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('offline')));
    await loadFlags();
    expect(window.localStorage.getItem('futureFlatFlags')).toBe('{}');
    spy.mockRestore();
  });
});
