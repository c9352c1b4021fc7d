// @ts-check
// Shared by next.config.js (its hash goes into the Content-Security-Policy) and pages/_document.tsx.

/** localStorage key of the visitor's consent decision. */
const CONSENT_STORAGE_KEY = 'zweitwerk-consent';

/**
 * Runs in <head> before the first paint: marks <html data-consent="none"> when no valid decision
 * is stored (or storage is unavailable), so the server-rendered consent banner is shown by CSS at
 * first paint instead of after hydration, and never shows for a visitor who already decided.
 * Mirrors readConsent() in lib/gtm.ts.
 */
const CONSENT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");if(!c||typeof c.analytics!=="boolean")throw 0}catch(e){document.documentElement.setAttribute("data-consent","none")}`;

module.exports = { CONSENT_STORAGE_KEY, CONSENT_SCRIPT };
