import { afterAll, describe, expect, it } from 'vitest';
import { closeEvents, emit, on, subscribeOnce } from '@/lib/server/events';

// the bus in one process; its fan-out over Redis is tested in events.redis.test.ts (with REDIS_URL)

describe('event bus', () => {
  afterAll(closeEvents);

  it('delivers to local listeners at once and a failing listener does not stop the others', async () => {
    const seen: string[][] = [];
    const off1 = on('catalog.changed', () => {
      throw new Error('boom');
    });
    const off2 = on('catalog.changed', (p) => {
      seen.push(p.handles);
    });
    await emit('catalog.changed', { handles: ['a'] });
    expect(seen).toEqual([['a']]);
    off1();
    off2();
    await emit('catalog.changed', { handles: ['b'] });
    expect(seen).toEqual([['a']]);
  });

  it('subscribeOnce registers a listener only once per id', async () => {
    let calls = 0;
    subscribeOnce('test-once', 'catalog.changed', () => {
      calls += 1;
    });
    subscribeOnce('test-once', 'catalog.changed', () => {
      calls += 100;
    });
    await emit('catalog.changed', { handles: [] });
    expect(calls).toBe(1);
  });
});
