import { centsToDecimal, displayCents, formatPrice, netFromGross, savingsPercent } from './money';

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

describe('netFromGross', () => {
  it('divides by 1.19 and rounds to the cent', () => {
    // 119,00 € gross is exactly 100,00 € net
    expect(netFromGross(11900)).toBe(10000);
    // 1.299,00 € / 1.19 = 1.091,5966… → 1.091,60 €
    expect(netFromGross(129900)).toBe(109160);
    // 349,00 € / 1.19 = 293,2773… → 293,28 €
    expect(netFromGross(34900)).toBe(29328);
    // 5,90 € / 1.19 = 4,9579… → 4,96 €
    expect(netFromGross(590)).toBe(496);
  });

  it('rounds an exact half cent up', () => {
    // at 19 % no whole-cent gross lands exactly on a half cent; other rates show the rule
    expect(netFromGross(5, 0.25)).toBe(4); // 5 / 1.25 = 4
    expect(netFromGross(10, 0.25)).toBe(8);
    expect(netFromGross(125, 1.5)).toBe(50); // 125 / 2.5 = 50
    expect(netFromGross(5, 1)).toBe(3); // 2.5 → 3 (half up)
    expect(netFromGross(3, 1)).toBe(2); // 1.5 → 2
  });

  it('handles zero and negative amounts symmetrically', () => {
    expect(netFromGross(0)).toBe(0);
    expect(netFromGross(-11900)).toBe(-10000);
    expect(netFromGross(-5, 1)).toBe(-3);
  });

  it('is never off by more than half a cent from the exact quotient', () => {
    for (let gross = 0; gross < 20000; gross += 7) {
      const net = netFromGross(gross);
      expect(Math.abs(net - gross / 1.19)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });
});

describe('displayCents', () => {
  it('shows gross unless net prices are on', () => {
    expect(displayCents(11900, false)).toBe(11900);
    expect(displayCents(11900, true)).toBe(10000);
  });
});
