import { readStorage, writeStorage } from './browser-storage';
import { publicEnv } from './public-env';
import { siteConfig } from './site-config';

/** Where the tag manager's container script comes from (also allowed by the CSP in next.config.js). */
const GTM_ORIGIN = 'https://www.googletagmanager.com';

export type Consent = { analytics: boolean; decidedAt: string };

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** window.dataLayer, created when missing, so events queue up whether or not GTM ever loads. */
function dataLayer(): Record<string, unknown>[] {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

export function pushEvent(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  dataLayer().push(event);
}

export type PageviewInput = {
  path: string;
  locale: string;
  title: string;
  flags: Record<string, boolean>;
  sessionId: string;
};

/** The virtual pageview sent on every route change, the first load included. */
export function pageviewEvent(p: PageviewInput): Record<string, unknown> {
  return {
    event: 'virtual_pageview',
    page_path: p.path,
    page_locale: p.locale,
    page_title: p.title,
    flags: p.flags,
    session_id: p.sessionId,
  };
}

export function readConsent(): Consent | null {
  try {
    const raw = readStorage('local', siteConfig.consentStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Consent>;
    return typeof parsed.analytics === 'boolean' ? { analytics: parsed.analytics, decidedAt: String(parsed.decidedAt ?? '') } : null;
  } catch {
    return null;
  }
}

const consentListeners = new Set<() => void>();

export function saveConsent(analytics: boolean): Consent {
  const consent = { analytics, decidedAt: new Date().toISOString() };
  writeStorage('local', siteConfig.consentStorageKey, JSON.stringify(consent));
  consentListeners.forEach((l) => l());
  return consent;
}

/** For useSyncExternalStore: notifies when the consent changes in this tab. */
export function subscribeConsent(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/** Snapshot for useSyncExternalStore: 'none' before a decision, else 'analytics' or 'necessary'. */
export function consentSnapshot(): 'none' | 'analytics' | 'necessary' {
  const c = readConsent();
  return c === null ? 'none' : c.analytics ? 'analytics' : 'necessary';
}

let trackedTitle = '';

/** Set by <Seo> when a page commits, so the pageview carries the new page's title, not the old one. */
export function setTrackedTitle(title: string): void {
  trackedTitle = title;
}

/** The title of the page that last committed (falls back to document.title). */
export function currentTitle(): string {
  return trackedTitle || (typeof document === 'undefined' ? '' : document.title);
}

let loaded = false;

/**
 * Loads the GTM container, once, and only when a container id is configured. Call only after consent.
 * It does what Google's install snippet does (the `gtm.js` start event, then the container script),
 * from this bundle: the page needs no inline script, so the CSP keeps `script-src` without one.
 */
export function loadTagManager(): boolean {
  if (loaded || !publicEnv.gtmId || typeof window === 'undefined') return false;
  loaded = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(publicEnv.gtmId)}`;
  document.head.appendChild(script);
  return true;
}
