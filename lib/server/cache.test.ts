// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './cache';

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

describe('TtlCache around clear() and empty results', () => {
  it('answers a computation running while clear() empties it, but does not keep its result', async () => {
    const cache = new TtlCache(10_000);
    let finish: (v: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const pending = cache.get('k', slow);
    // the catalog changed while the page was being read
    cache.clear();
    finish('before the change');
    expect(await pending).toBe('before the change');
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('keeps null as a result (an unknown product) instead of asking again', async () => {
    const cache = new TtlCache(10_000);
    const compute = vi.fn(async () => null);
    expect(await cache.get('product|de|gone', compute)).toBeNull();
    expect(await cache.get('product|de|gone', compute)).toBeNull();
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('with a TTL of 0 keeps results until they are pushed out by size', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache(0, 1);
      let n = 0;
      const compute = async () => ++n;
      expect(await cache.get('a', compute)).toBe(1);
      vi.advanceTimersByTime(24 * 3600 * 1000);
      expect(await cache.get('a', compute)).toBe(1);
      expect(await cache.get('b', compute)).toBe(2);
      expect(await cache.get('a', compute)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
