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

  it('rounds half up at the cent', () => {
    // 13 * 0.19 / 1.19 = 2.0756 → 2; 113 → 18.04 → 18; 3.5 cents boundary: 25 → 3.99 → 4
    expect(vatFromGross(13)).toBe(2);
    expect(vatFromGross(25)).toBe(4);
  });

  it('matches gross − gross/1.19 for every amount up to 10,000 €', () => {
    for (let g = 0; g <= 1_000_000; g += 7) {
      const exact = g - g / 1.19;
      expect(Math.abs(vatFromGross(g) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
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
    const lines = Array.from({ length: 3 }, () => ({ unitPriceCents: 101, quantity: 1 }));
    const perLine = 3 * vatFromGross(101) + vatFromGross(590);
    const t = computeTotals(lines);
    expect(t.vatCents).toBe(vatFromGross(893));
    expect(t.vatCents).not.toBe(perLine);
  });

  it('an empty cart costs nothing, shipping included', () => {
    expect(computeTotals([])).toEqual({ subtotalCents: 0, shippingCents: 0, totalCents: 0, vatCents: 0, netCents: 0 });
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(3)).toBe(590);
  });
});
