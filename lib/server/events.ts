import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { env } from './env';
import { logger } from './logger';

/**
 * Side effects across domains go through this bus: a domain emits what happened, others listen.
 * Listeners run in the emitting process right away; with REDIS_URL set the event is also
 * published on one Redis channel (`<REDIS_PREFIX>:events`), so listeners on every other instance
 * hear it too (an instance ignores its own messages). Events are notifications, not a queue: a
 * listener must not be the only place a business rule is enforced, because an instance that is
 * down misses messages.
 */
export type ShopEvents = {
  /** stock, price or texts of these products changed (order placed or cancelled, catalog edited) */
  'catalog.changed': { handles: string[] };
  /** an order was placed (after commit) */
  'order.placed': { orderId: string; orderNumber: string; customerId: string | null };
  /** an order changed state (after commit) */
  'order.status_changed': { orderId: string; from: string; to: string };
};

export type EventName = keyof ShopEvents;
type Listener<E extends EventName> = (payload: ShopEvents[E]) => void | Promise<void>;
type Envelope = { origin: string; name: EventName; payload: unknown };

/** The one channel every instance of this deployment publishes and listens on. */
const channel = () => `${env().REDIS_PREFIX}:events`;

type Bus = {
  instance: string;
  /** ids of subscriptions made with subscribeOnce */
  once: Set<string>;
  listeners: Map<EventName, Set<Listener<EventName>>>;
  pub?: Redis;
  sub?: Redis;
  connecting?: Promise<void>;
};

// process-wide: pages and API routes are bundled with separate module registries
const globalForEvents = globalThis as unknown as { __zwEvents?: Bus };

function bus(): Bus {
  globalForEvents.__zwEvents ??= { instance: randomUUID(), once: new Set(), listeners: new Map() };
  return globalForEvents.__zwEvents;
}

async function deliver(name: EventName, payload: unknown): Promise<void> {
  const set = bus().listeners.get(name);
  if (!set) return;
  for (const listener of set) {
    try {
      await listener(payload as never);
    } catch (err) {
      logger.error({ event: name, err: err instanceof Error ? err.message : String(err) }, 'event listener failed');
    }
  }
}

async function connectRedis(url: string): Promise<void> {
  const b = bus();
  if (b.pub) return;
  b.connecting ??= (async () => {
    const { default: IORedis } = await import('ioredis');
    const pub = new IORedis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    const sub = new IORedis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    for (const c of [pub, sub]) c.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis for events unavailable'));
    sub.on('message', (_channel: string, raw: string) => {
      try {
        const msg = JSON.parse(raw) as Envelope;
        if (msg.origin !== b.instance) void deliver(msg.name, msg.payload);
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'malformed event message ignored');
      }
    });
    await sub.subscribe(channel());
    b.pub = pub;
    b.sub = sub;
  })();
  await b.connecting;
}

/** Subscribes to an event on this instance; returns the unsubscribe function. */
export function on<E extends EventName>(name: E, listener: Listener<E>): () => void {
  const b = bus();
  let set = b.listeners.get(name);
  if (!set) {
    set = new Set();
    b.listeners.set(name, set);
  }
  set.add(listener as Listener<EventName>);
  const url = env().REDIS_URL;
  if (url) void connectRedis(url).catch((err: unknown) => logger.warn({ err: String(err) }, 'event subscription failed'));
  return () => set.delete(listener as Listener<EventName>);
}

/**
 * Subscribes once per process under a stable id. A module that reacts to events calls this at its
 * top level: Next loads modules once per bundle, and this keeps the second load from subscribing twice.
 */
export function subscribeOnce<E extends EventName>(id: string, name: E, listener: Listener<E>): void {
  const b = bus();
  if (b.once.has(id)) return;
  b.once.add(id);
  on(name, listener);
}

/** Tells every listener, here and (with Redis) on the other instances; listener errors are logged. */
export async function emit<E extends EventName>(name: E, payload: ShopEvents[E]): Promise<void> {
  await deliver(name, payload);
  const url = env().REDIS_URL;
  if (!url) return;
  try {
    await connectRedis(url);
    await bus().pub!.publish(channel(), JSON.stringify({ origin: bus().instance, name, payload } satisfies Envelope));
  } catch (err) {
    logger.warn({ event: name, err: err instanceof Error ? err.message : String(err) }, 'event not published to other instances');
  }
}

/** Drops listeners and closes Redis connections (tests, shutdown). */
export async function closeEvents(): Promise<void> {
  const b = globalForEvents.__zwEvents;
  globalForEvents.__zwEvents = undefined;
  if (!b) return;
  b.listeners.clear();
  for (const c of [b.sub, b.pub]) if (c) await c.quit().catch(() => c.disconnect());
}
