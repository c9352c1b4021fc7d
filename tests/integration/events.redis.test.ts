import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import IORedis from 'ioredis';
import { closeEvents, emit, on } from '@/lib/server/events';

// The bus's fan-out over Redis. vitest.config.mts includes *.redis.test.ts only when REDIS_URL is
// set: scripts/test-all.sh runs it in the PostgreSQL suite, with the local Redis.
const REDIS = process.env.REDIS_URL;
if (!REDIS) throw new Error('events.redis.test.ts needs REDIS_URL (see vitest.config.mts)');
// this file's own prefix (tests/support/setup-integration.ts)
const channel = `${process.env.REDIS_PREFIX}:events`;

/** Listens to order.placed; `heard(n)` settles once n orders have been heard. */
function orderListener() {
  const seen: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const off = on('order.placed', (p) => {
    seen.push(p.orderNumber);
    for (const w of waiting) if (seen.length >= w.count) w.resolve();
  });
  const heard = (count: number) => new Promise<void>((resolve) => (seen.length >= count ? resolve() : waiting.push({ count, resolve })));
  return { seen, heard, off };
}

const fromAnotherInstance = (orderNumber: string) =>
  JSON.stringify({ origin: 'another-instance', name: 'order.placed', payload: { orderId: orderNumber, orderNumber, customerId: null } });

describe('event bus over Redis', () => {
  let other: IORedis;
  beforeAll(async () => {
    other = new IORedis(REDIS);
    // an emit waits until this instance has subscribed to the channel: nothing published after it is missed
    await emit('catalog.changed', { handles: [] });
  });
  afterAll(async () => {
    await closeEvents();
    await other.quit();
  });

  it('hears events published by another instance over Redis, and not its own twice', async () => {
    const orders = orderListener();
    // our own emit: delivered once locally; the Redis copy carries our origin and is ignored
    await emit('order.placed', { orderId: 'x', orderNumber: 'ZW-LOCAL', customerId: null });
    // Redis delivers one connection's messages in order: a malformed one in between is skipped
    await other.publish(channel, fromAnotherInstance('ZW-REMOTE'));
    await other.publish(channel, 'not json');
    await other.publish(channel, fromAnotherInstance('ZW-REMOTE-2'));
    await orders.heard(3);
    expect(orders.seen).toEqual(['ZW-LOCAL', 'ZW-REMOTE', 'ZW-REMOTE-2']);
    orders.off();
  });

  it('keeps to its own REDIS_PREFIX: another deployment on the same Redis is not heard', async () => {
    expect(process.env.REDIS_PREFIX).toMatch(/^zw-it-/);
    const orders = orderListener();
    // the default prefix's channel, then ours: had the first been heard, it would come first
    await other.publish('zw:events', fromAnotherInstance('ZW-OTHER-DEPLOYMENT'));
    await other.publish(channel, fromAnotherInstance('ZW-OURS'));
    await orders.heard(1);
    expect(orders.seen).toEqual(['ZW-OURS']);
    orders.off();
  });
});
