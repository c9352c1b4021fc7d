import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSessionId, getSessionId } from './session-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('tag-manager session id', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    forgetSessionId();
  });

  it('is a random UUID kept in sessionStorage once statistics are allowed', () => {
    const id = getSessionId(true);
    expect(id).toMatch(UUID_V4);
    expect(window.sessionStorage.getItem('gtm-session-id')).toBe(id);
    expect(getSessionId(true)).toBe(id);
  });

  it('is held in memory only before consent, and the same id is stored after consent', () => {
    const id = getSessionId(false);
    expect(id).toMatch(UUID_V4);
    expect(window.sessionStorage.getItem('gtm-session-id')).toBeNull();
    expect(getSessionId(false)).toBe(id);
    expect(getSessionId(true)).toBe(id);
    expect(window.sessionStorage.getItem('gtm-session-id')).toBe(id);
  });

  it('reads the consent stored in localStorage when not told', () => {
    getSessionId();
    expect(window.sessionStorage.getItem('gtm-session-id')).toBeNull();
    window.localStorage.setItem('zweitwerk-consent', JSON.stringify({ analytics: true, decidedAt: '2026-01-01T00:00:00Z' }));
    const id = getSessionId();
    expect(window.sessionStorage.getItem('gtm-session-id')).toBe(id);
  });

  it('is new for a new session and replaces a tampered value', () => {
    const first = getSessionId(true);
    window.sessionStorage.clear();
    forgetSessionId();
    const second = getSessionId(true);
    expect(second).not.toBe(first);
    window.sessionStorage.setItem('gtm-session-id', '<script>');
    expect(getSessionId(true)).toMatch(UUID_V4);
  });
});
