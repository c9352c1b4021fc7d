import { centsToDecimal, formatPrice, savingsPercent } from './money';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('formats German prices with comma decimals and a trailing euro sign', () => {
    expect(nbsp(formatPrice(129900, 'de'))).toBe('1.299,00 €');
    expect(nbsp(formatPrice(34900, 'de'))).toBe('349,00 €');
    expect(nbsp(formatPrice(590, 'de'))).toBe('5,90 €');
  });

  it('formats English prices with a leading euro sign', () => {
    expect(formatPrice(129900, 'en')).toBe('€1,299.00');
    expect(formatPrice(5, 'en')).toBe('€0.05');
  });

  it('handles zero', () => {
    expect(nbsp(formatPrice(0, 'de'))).toBe('0,00 €');
  });
});

describe('centsToDecimal', () => {
  it('gives schema.org prices with two decimals', () => {
    expect(centsToDecimal(34900)).toBe('349.00');
    expect(centsToDecimal(1)).toBe('0.01');
  });
});

describe('savingsPercent', () => {
  it('rounds the saving against the new price', () => {
    expect(savingsPercent(50000, 100000)).toBe(50);
    expect(savingsPercent(66600, 100000)).toBe(33);
  });

  it('is null without a higher reference price', () => {
    expect(savingsPercent(50000, null)).toBeNull();
    expect(savingsPercent(50000, 50000)).toBeNull();
    expect(savingsPercent(50000, 40000)).toBeNull();
  });
});
