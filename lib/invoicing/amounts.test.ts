import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOut, splitGross, vatOnNet } from './amounts';

describe('splitGross', () => {
  it('723.80 gross at 19 %: net 608.23, VAT 115.56, one cent rounding (no net gives the gross exactly)', () => {
    const a = splitGross([{ quantity: 2, lineGrossCents: 69800 }, { quantity: 1, lineGrossCents: 1990 }, { quantity: 1, lineGrossCents: 590 }], 19);
    expect(a).toMatchObject({ netCents: 60823, vatCents: 11556, totalCents: 72380, roundingCents: 1 });
    expect(a.lineNets.reduce((s, v) => s + v, 0)).toBe(60823);
  });

  it('119.00 gross: exactly 100.00 net and 19.00 VAT', () => {
    expect(splitGross([{ quantity: 1, lineGrossCents: 11900 }], 19)).toMatchObject({ netCents: 10000, vatCents: 1900, roundingCents: 0, lineNets: [10000] });
  });

  it('for any gross lines: VAT = net × 19 % rounded, net + VAT + rounding = gross, |rounding| ≤ 1 cent, line nets add up', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }), (grosses) => {
        const a = splitGross(grosses.map((g) => ({ quantity: 1, lineGrossCents: g })), 19);
        const total = grosses.reduce((s, g) => s + g, 0);
        expect(a.totalCents).toBe(total);
        expect(a.vatCents).toBe(Math.floor((a.netCents * 19 * 2 + 100) / 200));
        expect(a.netCents + a.vatCents + a.roundingCents).toBe(total);
        expect(Math.abs(a.roundingCents)).toBeLessThanOrEqual(1);
        expect(a.lineNets.reduce((s, v) => s + v, 0)).toBe(a.netCents);
      }),
    );
  });

  it('negative amounts (credit notes) mirror the positive split', () => {
    const pos = splitGross([{ quantity: 1, lineGrossCents: 72380 }], 19);
    const neg = splitGross([{ quantity: -1, lineGrossCents: -72380 }], 19);
    expect(neg).toMatchObject({ netCents: -pos.netCents, vatCents: -pos.vatCents, roundingCents: -pos.roundingCents });
  });
});

describe('shareOut / vatOnNet', () => {
  it('shares 100 over 1:1:1 as 34, 33, 33', () => expect(shareOut([1, 1, 1], 100)).toEqual([34, 33, 33]));
  it('rounds half up', () => expect([vatOnNet(50, 19), vatOnNet(150, 19)]).toEqual([10, 29]));
});
