import { describe, expect, it } from 'vitest';
import { companyAddressLines, formatOpeningHours } from './company-format';

describe('company formatting', () => {
  it('writes the opening hours in each language', () => {
    expect(formatOpeningHours('de')).toBe('Mo–Fr 09:00–18:00 Uhr');
    expect(formatOpeningHours('en')).toBe('Mon–Fri 09:00–18:00 (CET/CEST)');
  });

  it('writes the address with the country in the reader’s language', () => {
    expect(companyAddressLines('de')).toEqual(['Zweitwerk GmbH', 'Gneisenaustraße 42', '10961 Berlin', 'Deutschland']);
    expect(companyAddressLines('en').at(-1)).toBe('Germany');
  });
});
