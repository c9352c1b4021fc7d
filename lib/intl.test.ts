import { describe, expect, it } from 'vitest';
import { berlinDate, berlinDateTime, dateTimeFormat, localeTag, numberFormat } from './intl';
import { formatStorage } from './catalog/format';
import { formatDeliveryDate } from './delivery';

describe('cached Intl formatters', () => {
  it('builds one formatter per tag and options and reuses it', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).toBe(numberFormat('de-DE', { maximumFractionDigits: 2 }));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('en-GB'));
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(numberFormat('de-DE', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('de-DE', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin' }));
  });

  it('formats as each language writes numbers', () => {
    expect(localeTag('de')).toBe('de-DE');
    expect(numberFormat(localeTag('de')).format(1536)).toBe('1.536');
    expect(numberFormat(localeTag('en')).format(1536)).toBe('1,536');
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 }).format(1.255)).toBe('1,26');
  });

  it('keeps the shop formats that use them', () => {
    expect(formatStorage(1536, 'de')).toBe('1.536 GB');
    expect(formatStorage(1536, 'en')).toBe('1,536 GB');
    expect(formatStorage(512, 'de')).toBe('512 GB');
    expect(formatStorage(2000, 'de')).toBe('2 TB');
    expect(formatDeliveryDate('2026-11-24', 'de')).toBe('Di., 24.11.');
    expect(formatDeliveryDate('2026-11-24', 'en')).toBe('Tue 24 Nov');
  });
});

describe('dates in Berlin', () => {
  it("states the shop's day, not the server's: 23:30 UTC on 31 December is 1 January in Berlin", () => {
    const lateUtc = new Date('2026-12-31T23:30:00Z');
    expect(berlinDate('de').format(lateUtc)).toBe('01.01.2027');
    expect(berlinDate('en').format(lateUtc)).toBe('1 Jan 2027');
    expect(berlinDateTime('de').format(lateUtc)).toBe('01.01.2027, 00:30');
    // summer time: UTC+2
    expect(berlinDateTime('en').format(new Date('2026-07-01T22:15:00Z'))).toBe('2 Jul 2026, 00:15');
  });
});
