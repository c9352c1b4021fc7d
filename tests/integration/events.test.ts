import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import IORedis from 'ioredis';
import { resetEnvForTests } from '@/lib/server/env';
import { closeEvents, emit, on, subscribeOnce } from '@/lib/server/events';

// the bus fans out over Redis when REDIS_URL is set; this file always runs against the local Redis
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
// this file's own prefix (tests/support/setup-integration.ts)
const channel = `${process.env.REDIS_PREFIX}:events`;

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('event bus', () => {
  let other: IORedis;
  beforeAll(() => {
    process.env.REDIS_URL = REDIS;
    resetEnvForTests();
    other = new IORedis(REDIS);
  });
  afterAll(async () => {
    await closeEvents();
    await other.quit();
  });

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

  it('hears events published by another instance over Redis, and not its own twice', async () => {
    const seen: string[] = [];
    const off = on('order.placed', (p) => {
      seen.push(p.orderNumber);
    });
    // our own emit: delivered once locally; the Redis copy carries our origin and is ignored
    await emit('order.placed', { orderId: 'x', orderNumber: 'ZW-LOCAL', customerId: null });
    await other.publish(channel, JSON.stringify({ origin: 'another-instance', name: 'order.placed', payload: { orderId: 'y', orderNumber: 'ZW-REMOTE', customerId: null } }));
    await until(() => seen.includes('ZW-REMOTE'));
    // a malformed message is ignored without breaking the subscription
    await other.publish(channel, 'not json');
    await other.publish(channel, JSON.stringify({ origin: 'another-instance', name: 'order.placed', payload: { orderId: 'z', orderNumber: 'ZW-REMOTE-2', customerId: null } }));
    await until(() => seen.includes('ZW-REMOTE-2'));
    expect(seen).toEqual(['ZW-LOCAL', 'ZW-REMOTE', 'ZW-REMOTE-2']);
    off();
  });

  it('keeps to its own REDIS_PREFIX: another deployment on the same Redis is not heard', async () => {
    expect(process.env.REDIS_PREFIX).toMatch(/^zw-it-/);
    const seen: string[] = [];
    const off = on('order.placed', (p) => {
      seen.push(p.orderNumber);
    });
    const message = (orderNumber: string) => JSON.stringify({ origin: 'another-instance', name: 'order.placed', payload: { orderId: orderNumber, orderNumber, customerId: null } });
    // the default prefix's channel, then ours: Redis delivers one connection's messages in order
    await other.publish('zw:events', message('ZW-OTHER-DEPLOYMENT'));
    await other.publish(channel, message('ZW-OURS'));
    await until(() => seen.includes('ZW-OURS'));
    expect(seen).toEqual(['ZW-OURS']);
    off();
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
