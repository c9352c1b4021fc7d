import { formatEuros, formatScreen, formatStorage, priceRangeParts } from './format';
import { localizeTerm } from './terms';

describe('catalog formatting', () => {
  it('formats screens per locale', () => {
    expect(formatScreen(156, 'de')).toBe('15,6″');
    expect(formatScreen(156, 'en')).toBe('15.6″');
    expect(formatScreen(140, 'de')).toBe('14″');
  });

  it('formats storage in GB and TB', () => {
    expect(formatStorage(512, 'de')).toBe('512 GB');
    expect(formatStorage(1000, 'de')).toBe('1 TB');
    expect(formatStorage(2048, 'en')).toBe('2 TB');
  });

  it('formats whole euros', () => {
    expect(formatEuros(1000, 'de').replace(/\u00a0/g, ' ')).toBe('1.000 €');
    expect(formatEuros(199, 'en')).toBe('€199');
  });

  it('reads price buckets', () => {
    expect(priceRangeParts('200-399')).toEqual({ min: 200, max: 399 });
    expect(priceRangeParts('1000-')).toEqual({ min: 1000, max: undefined });
  });

  it('shows stored German terms in English', () => {
    expect(localizeTerm('Space Grau', 'en')).toBe('Space Grey');
    expect(localizeTerm('Kopfhörer/Mikrofon 3,5 mm', 'en')).toBe('headphone/mic 3.5 mm');
    expect(localizeTerm('Space Grau', 'de')).toBe('Space Grau');
  });
});
