import { v4 as uuidv4 } from 'uuid';
import { readStorage, writeStorage } from './browser-storage';
import { consentSnapshot } from './gtm';
import { siteConfig } from './site-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

let inMemory: string | null = null;

/**
 * The tag-manager session id: a random UUID kept in sessionStorage for the tab's lifetime, once
 * the visitor allowed statistics. Before that it lives only in this page's memory: an identifier
 * for tracking is not stored on the device without consent (§ 25 TDDDG).
 */
export function getSessionId(consented: boolean = consentSnapshot() === 'analytics'): string {
  const existing = readStorage('session', siteConfig.gtmSessionStorageKey);
  if (existing && UUID.test(existing)) return existing;
  const id = inMemory ?? uuidv4();
  inMemory = id;
  if (consented) writeStorage('session', siteConfig.gtmSessionStorageKey, id);
  return id;
}

/** Drops the in-memory id, as a new tab would start without one (tests). */
export function forgetSessionId(): void {
  inMemory = null;
}
