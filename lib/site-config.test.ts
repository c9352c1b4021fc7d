import { describe, expect, it } from 'vitest';
import { localePrefix } from './site-config';

describe('localePrefix', () => {
  it('is empty for German, the default, and /en for English', () => {
    expect(localePrefix('de')).toBe('');
    expect(localePrefix('en')).toBe('/en');
  });
});
