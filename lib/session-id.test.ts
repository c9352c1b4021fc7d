import { describe, expect, it } from 'vitest';
import { getSessionId } from './session-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('tag-manager session id', () => {
  it('is a random UUID kept in sessionStorage', () => {
    const id = getSessionId();
    expect(id).toMatch(UUID_V4);
    expect(window.sessionStorage.getItem('gtm-session-id')).toBe(id);
    expect(getSessionId()).toBe(id);
  });

  it('is new for a new session and replaces a tampered value', () => {
    const first = getSessionId();
    window.sessionStorage.clear();
    const second = getSessionId();
    expect(second).not.toBe(first);
    window.sessionStorage.setItem('gtm-session-id', '<script>');
    expect(getSessionId()).toMatch(UUID_V4);
  });
});
