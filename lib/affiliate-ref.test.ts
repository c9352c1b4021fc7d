import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { normalizeRefCode } from './affiliate';
import { applyRefConsent, captureRef, PENDING_REF_KEY } from './affiliate-ref';

function consent(analytics: boolean | null) {
  if (analytics === null) window.localStorage.removeItem('zweitwerk-consent');
  else window.localStorage.setItem('zweitwerk-consent', JSON.stringify({ analytics, decidedAt: '2026-01-01T00:00:00.000Z' }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  Cookies.remove('zw-ref', { path: '/' });
});

describe('normalizeRefCode', () => {
  it('accepts 4–16 letters or digits in any case and upper-cases them', () => {
    expect(normalizeRefCode(' zwabc234 ')).toBe('ZWABC234');
    expect(normalizeRefCode(['ZW2345', 'X'])).toBe('ZW2345');
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'ab', 'x'.repeat(17), 'ZW-123', "' OR 1=1", null, 42]) expect(normalizeRefCode(bad)).toBeNull();
  });
});

describe('?ref= attribution cookie', () => {
  it('waits in session storage, without a cookie, until the visitor decided', () => {
    consent(null);
    expect(captureRef('?ref=zwabc234&utm_source=x')).toBe('waiting');
    expect(Cookies.get('zw-ref')).toBeUndefined();
    expect(window.sessionStorage.getItem(PENDING_REF_KEY)).toBe('ZWABC234');
  });

  it('becomes a 30-day cookie once statistics are allowed', () => {
    consent(null);
    captureRef('?ref=zwabc234');
    consent(true);
    expect(applyRefConsent()).toBe('stored');
    expect(Cookies.get('zw-ref')).toBe('ZWABC234');
    expect(window.sessionStorage.getItem(PENDING_REF_KEY)).toBeNull();
  });

  it('is stored at once when consent was given before, and the newest code wins', () => {
    consent(true);
    expect(captureRef('?ref=FIRST123')).toBe('stored');
    expect(captureRef('?ref=SECOND12')).toBe('stored');
    expect(Cookies.get('zw-ref')).toBe('SECOND12');
  });

  it('is never stored, and an earlier cookie is removed, when the visitor refuses', () => {
    consent(true);
    captureRef('?ref=FIRST123');
    consent(false);
    expect(captureRef('?ref=OTHER123')).toBe('none');
    expect(Cookies.get('zw-ref')).toBeUndefined();
    expect(window.sessionStorage.getItem(PENDING_REF_KEY)).toBeNull();
  });

  it('ignores malformed codes and URLs without ref', () => {
    consent(true);
    expect(captureRef('?ref=%3Cscript%3E')).toBe('none');
    expect(captureRef('?q=laptop')).toBe('none');
    expect(Cookies.get('zw-ref')).toBeUndefined();
  });
});
