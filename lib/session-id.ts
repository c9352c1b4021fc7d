import { v4 as uuidv4 } from 'uuid';
import { readStorage, writeStorage } from './browser-storage';
import { siteConfig } from './site-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The tag-manager session id: a random UUID kept in sessionStorage for the tab's lifetime. */
export function getSessionId(): string {
  const existing = readStorage('session', siteConfig.gtmSessionStorageKey);
  if (existing && UUID.test(existing)) return existing;
  const id = uuidv4();
  writeStorage('session', siteConfig.gtmSessionStorageKey, id);
  return id;
}
