// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { GenerationMap, TtlCache } from './cache';

describe('TtlCache', () => {
  it('computes once per key while fresh, sharing the in-flight promise', async () => {
    const cache = new TtlCache(1000);
    const compute = vi.fn(async () => ({ n: 1 }));
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a).toBe(b);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('other', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('recomputes after the TTL', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache(1000);
    let n = 0;
    const compute = async () => ++n;
    expect(await cache.get('k', compute)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', compute)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', compute)).toBe(2);
    vi.useRealTimers();
  });

  it('does not keep failures', async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('evicts the least recently used entries beyond its size', async () => {
    const cache = new TtlCache(10_000, 2);
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute);
    await cache.get('c', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

describe('GenerationMap', () => {
  function clock() {
    let at = 1_000;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  }

  it('keeps what is read and drops what is not, a generation later', () => {
    const map = new GenerationMap<string>(2, 60_000);
    map.set('a', 'A');
    map.set('b', 'B');
    // the current generation is full: c starts a new one, a and b are the previous one
    map.set('c', 'C');
    expect(map.size).toBe(3);
    // a read in the previous generation brings a over into the current one
    expect(map.get('a')).toBe('A');
    // d fills the current generation past two (c, a): a new one begins and b, never read, is gone
    map.set('d', 'D');
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe('A');
    expect(map.get('c')).toBe('C');
    expect(map.get('d')).toBe('D');
  });

  it('never holds more than two generations', () => {
    const map = new GenerationMap<number>(10, 60_000);
    for (let i = 0; i < 1000; i++) map.set(`k${i}`, i);
    expect(map.size).toBeLessThanOrEqual(20);
    expect(map.get('k999')).toBe(999);
    expect(map.get('k0')).toBeUndefined();
  });

  it('stores null as a value, apart from a missing key', () => {
    const map = new GenerationMap<string | null>(10, 60_000);
    map.set('x', null);
    expect(map.get('x')).toBeNull();
    expect(map.get('y')).toBeUndefined();
  });

  it('drops entries unread for two generations of time', () => {
    const c = clock();
    const map = new GenerationMap<string>(100, 1_000, c.now);
    map.set('old', 'O');
    map.set('used', 'U');
    c.advance(1_000);
    // a generation later both are in the previous one; reading brings used over
    expect(map.get('used')).toBe('U');
    c.advance(1_000);
    expect(map.get('old')).toBeUndefined();
    expect(map.get('used')).toBe('U');
  });

  it('overwrites a value wherever the key is', () => {
    const map = new GenerationMap<string>(1, 60_000);
    map.set('a', '1');
    map.set('b', '2');
    map.set('a', '3');
    expect(map.get('a')).toBe('3');
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});
