import { describe, expect, it } from 'vitest';
import { computeTotals, shippingFor, vatFromGross } from './totals';

describe('vatFromGross', () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0],
    [6, 1],
    [119, 19],
    [11900, 1900],
    [590, 94],
    [34900, 5572],
    [72380, 11556],
    [100, 16],
    [999999, 159664],
  ])('gross %i cents contains %i cents VAT', (gross, vat) => {
    expect(vatFromGross(gross)).toBe(vat);
    expect(vat).toBe(Math.round(gross - gross / 1.19));
  });

  it('rounds to the nearest cent (19/119 of a whole cent amount is never exactly half a cent)', () => {
    // 13 → 2.0756, 25 → 3.9916, 113 → 18.0420, 6 → 0.9580
    expect(vatFromGross(13)).toBe(2);
    expect(vatFromGross(25)).toBe(4);
    expect(vatFromGross(113)).toBe(18);
    expect(vatFromGross(6)).toBe(1);
  });

  it('matches gross − gross/1.19 for every amount up to 10,000 €', () => {
    // one assertion over the whole range: 140,000 expect calls would make the test slow on a busy machine
    const off: number[] = [];
    for (let g = 0; g <= 1_000_000; g += 7) {
      if (Math.abs(vatFromGross(g) - (g - g / 1.19)) > 0.5 + 1e-9) off.push(g);
    }
    expect(off).toEqual([]);
  });

  it('rejects fractional and negative cents', () => {
    expect(() => vatFromGross(1.5)).toThrow(RangeError);
    expect(() => vatFromGross(-1)).toThrow(RangeError);
  });
});

describe('computeTotals', () => {
  it('adds standard shipping to a non-empty cart and extracts VAT once from the total', () => {
    const t = computeTotals([
      { unitPriceCents: 34900, quantity: 2 },
      { unitPriceCents: 1990, quantity: 1 },
    ]);
    expect(t).toEqual({ subtotalCents: 71790, shippingCents: 590, totalCents: 72380, vatCents: 11556, netCents: 60824 });
    expect(t.netCents + t.vatCents).toBe(t.totalCents);
  });

  it('VAT on the order total, not the sum of rounded line VATs', () => {
    // three lines of 1.01 € plus 5.90 € shipping = 8.93 €: 893 − 893/1.19 = 142.58 → 143 cents,
    // while rounding per line would give 3 × 16 (16.13) + 94 (94.20) = 142 cents
    const lines = Array.from({ length: 3 }, () => ({ unitPriceCents: 101, quantity: 1 }));
    const t = computeTotals(lines);
    expect(t.totalCents).toBe(893);
    expect(t.vatCents).toBe(143);
  });

  it('an empty cart costs nothing, shipping included', () => {
    expect(computeTotals([])).toEqual({ subtotalCents: 0, shippingCents: 0, totalCents: 0, vatCents: 0, netCents: 0 });
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(3)).toBe(590);
  });
});
