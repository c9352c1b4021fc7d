import { describe, expect, it } from 'vitest';
import { addMonths, berlinDate, serialFromBytes } from './serial';

describe('serialFromBytes', () => {
  it('maps bytes to Crockford base32 without I, L, O, U', () => {
    expect(serialFromBytes(new Uint8Array([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('ZW-0123-WXYZ');
    expect(serialFromBytes(new Uint8Array([18, 19, 20, 21, 22, 23, 24, 255]))).toBe('ZW-JKMN-PQRZ');
  });
  it('refuses fewer than 8 bytes', () => {
    expect(() => serialFromBytes(new Uint8Array(7))).toThrow();
  });
});

describe('addMonths', () => {
  it('adds calendar months and clamps to the month’s last day', () => {
    expect(addMonths('2026-03-15', 12)).toBe('2027-03-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
});

describe('berlinDate', () => {
  it('gives the calendar day in Germany', () => {
    expect(berlinDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(berlinDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });
});
