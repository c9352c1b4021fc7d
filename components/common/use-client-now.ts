import { useSyncExternalStore } from 'react';

let loadedAt: Date | null = null;
const getSnapshot = () => (loadedAt ??= new Date());
const subscribe = () => () => {};

/**
 * The browser's time (fixed when the page loaded); null while server rendering and hydrating, so
 * time-dependent text (a delivery window) never mismatches the server's HTML.
 */
export function useClientNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
