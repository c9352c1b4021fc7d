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
