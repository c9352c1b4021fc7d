import '@/lib/server/only';
import { subscribeOnce } from './events';

/**
 * The micro-cache of public pages lives in front of Next, in the production server
 * (server/index.mjs, server/micro-cache.mjs). It runs in this same process and registers its store
 * on globalThis; under `next dev` or a plain `next start` there is none and this does nothing.
 */
type PageCacheStore = { clear(): void };
const globalForFront = globalThis as unknown as { __zwPageCache?: PageCacheStore };

/** Drops every stored page (after catalog changes). */
export function clearPageCache(): void {
  globalForFront.__zwPageCache?.clear();
}

// a change of stock or price makes stored pages stale, here and (through Redis) on every instance;
// instrumentation.ts imports this module at start so the subscription exists before any request
subscribeOnce('page-cache', 'catalog.changed', () => clearPageCache());
