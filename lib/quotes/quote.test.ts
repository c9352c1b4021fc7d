import { describe, expect, it } from 'vitest';
import { computeTotals, totalsWithShipping } from '@/lib/checkout/totals';
import { missingUnits, quoteLineTotal, quoteState, quoteValidUntil } from './quote';

describe('quote validity', () => {
  const made = new Date('2026-03-01T09:30:00.000Z');

  it('holds for 14 days to the millisecond', () => {
    expect(quoteValidUntil(made).toISOString()).toBe('2026-03-15T09:30:00.000Z');
    // across the change to summer time the span stays 14 × 24 hours
    expect(quoteValidUntil(new Date('2026-03-20T12:00:00.000Z')).toISOString()).toBe('2026-04-03T12:00:00.000Z');
  });

  it('is open before its end, expired from it on, ordered whatever the date', () => {
    const q = { status: 'open' as const, validUntil: '2026-03-15T09:30:00.000Z' };
    expect(quoteState(q, new Date('2026-03-15T09:29:59.999Z'))).toBe('open');
    expect(quoteState(q, new Date('2026-03-15T09:30:00.000Z'))).toBe('expired');
    expect(quoteState({ ...q, status: 'ordered' }, new Date('2027-01-01T00:00:00.000Z'))).toBe('ordered');
    expect(quoteState({ status: 'open', validUntil: new Date('2026-03-15T09:30:00.000Z') }, new Date('2026-03-01T00:00:00.000Z'))).toBe('open');
  });
});

describe('quote amounts', () => {
  it('multiplies unit price and quantity; refuses nonsense', () => {
    expect(quoteLineTotal(49_900, 3)).toBe(149_700);
    expect(() => quoteLineTotal(100, 0)).toThrow(RangeError);
    expect(() => quoteLineTotal(-1, 1)).toThrow(RangeError);
    expect(() => quoteLineTotal(10.5, 1)).toThrow(RangeError);
  });

  it('keeps the shipping a quote was made with', () => {
    const lines = [
      { unitPriceCents: 49_900, quantity: 2 },
      { unitPriceCents: 1_990, quantity: 1 },
    ];
    // 2 × 499.00 + 19.90 = 1,017.90 goods; 9.90 shipping fixed on the quote → 1,027.80 gross, VAT 19/119 of it = 164.10
    expect(totalsWithShipping(lines, 990)).toEqual({ subtotalCents: 101_790, shippingCents: 990, totalCents: 102_780, vatCents: 16_410, netCents: 86_370 });
    expect(totalsWithShipping(lines)).toEqual(computeTotals(lines));
  });

  it('counts the units beyond stock', () => {
    expect(missingUnits(10, 4)).toBe(6);
    expect(missingUnits(3, 4)).toBe(0);
    expect(missingUnits(5, -2)).toBe(5);
  });
});
