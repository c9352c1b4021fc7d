import { describe, expect, it } from 'vitest';
import { estimateLeasing, LEASING_TERMS, leasingTable, parseEuroInput } from './leasing';

describe('estimateLeasing', () => {
  it('applies the factor of the value band and the term', () => {
    // 1,000 € in the first band (4.78 % for 24 months) = 47.80 € a month
    expect(estimateLeasing(100_000, 24)).toEqual({ ok: true, monthlyCents: 4_780, totalCents: 114_720, factorPercent: 4.78, months: 24 });
    // 2,500 € starts the second band: 3.27 % for 36 months = 81.75 €
    expect(estimateLeasing(250_000, 36)).toMatchObject({ monthlyCents: 8_175, totalCents: 294_300 });
    // 12,000 € in the third band: 8.81 % for 12 months = 1,057.20 €
    expect(estimateLeasing(1_200_000, 12)).toMatchObject({ monthlyCents: 105_720, factorPercent: 8.81 });
  });

  it('rounds half up to the cent', () => {
    // 1,234.56 € × 3.39 % = 41.851584 € → 41.85 €
    expect(estimateLeasing(123_456, 36)).toMatchObject({ monthlyCents: 4_185 });
    // 650.50 € × 9.05 % = 58.87025 € → 58.87 €; 650.00 € × 9.05 % = 58.825 € → 58.83 €
    expect(estimateLeasing(65_050, 12)).toMatchObject({ monthlyCents: 5_887 });
    expect(estimateLeasing(65_000, 12)).toMatchObject({ monthlyCents: 5_883 });
  });

  it('has no estimate outside the table', () => {
    expect(estimateLeasing(49_999, 24)).toEqual({ ok: false, reason: 'below_min' });
    expect(estimateLeasing(5_000_001, 24)).toEqual({ ok: false, reason: 'above_max' });
    expect(estimateLeasing(0, 24)).toEqual({ ok: false, reason: 'invalid' });
    expect(estimateLeasing(Number.NaN, 24)).toEqual({ ok: false, reason: 'invalid' });
    expect(estimateLeasing(100_000, 18 as 24)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a longer term never costs less in total, and every band and term has a factor', () => {
    for (const band of leasingTable.bands) {
      for (const m of LEASING_TERMS) expect(band.factors[`${m}`]).toBeGreaterThan(0);
      const totals = LEASING_TERMS.map((m) => estimateLeasing(Math.max(band.fromCents, leasingTable.minValueCents), m));
      const sums = totals.map((e) => (e.ok ? e.totalCents : Number.NaN));
      expect(sums[1]).toBeGreaterThanOrEqual(sums[0]!);
      expect(sums[2]).toBeGreaterThanOrEqual(sums[1]!);
    }
  });
});

describe('parseEuroInput', () => {
  it('reads German and English ways of writing an amount', () => {
    expect(parseEuroInput('1.234,50')).toBe(123_450);
    expect(parseEuroInput('1,234.50')).toBe(123_450);
    expect(parseEuroInput('1234.5')).toBe(123_450);
    expect(parseEuroInput('1234,5')).toBe(123_450);
    expect(parseEuroInput('2 500 €')).toBe(250_000);
    expect(parseEuroInput('2500')).toBe(250_000);
    expect(parseEuroInput('1.234')).toBe(123_400);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-100', '12.345,678', '1e5', '12,3,4']) expect(parseEuroInput(bad), bad).toBeNull();
  });
});
