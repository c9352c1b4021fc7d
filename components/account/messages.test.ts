import { describe, expect, it } from 'vitest';
import de from '@/locales/de/account.json';
import en from '@/locales/en/account.json';
import { failureMessageKey, fieldErrorKey, KNOWN_FIELDS } from './messages';

describe('friendly auth messages', () => {
  it.each([
    [{ step: 'login', status: 401 }, 'error_login_invalid'],
    [{ step: 'login', status: 400 }, 'error_login_missing'],
    [{ step: 'login', status: 429 }, 'error_rate_limited'],
    [{ step: 'login', status: 500 }, 'error_generic'],
    [{ step: 'register', status: 409 }, 'error_email_taken'],
    [{ step: 'register', status: 400 }, 'error_register_invalid'],
    [{ step: 'register', status: 429 }, 'error_rate_limited'],
    [{ step: 'network', status: null }, 'error_network'],
    [{ step: 'sso', status: 403 }, 'error_generic'],
  ] as const)('%j → %s', (failure, key) => {
    expect(failureMessageKey({ code: null, fields: [], issues: [], ...failure })).toBe(key);
  });

  it('has no message without a failure', () => {
    expect(failureMessageKey(null)).toBeNull();
  });

  it('names a field only when the API named it', () => {
    expect(fieldErrorKey(['password'], 'password')).toBe('field_error_password');
    expect(fieldErrorKey(['password'], 'email')).toBeNull();
  });

  it('every key exists in both languages', () => {
    const keys = ['error_login_invalid', 'error_login_missing', 'error_rate_limited', 'error_generic', 'error_email_taken', 'error_register_invalid', 'error_network'];
    for (const field of KNOWN_FIELDS) keys.push(`field_error_${field}`);
    for (const key of keys) {
      expect(de, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });
});
