import { describe, expect, it } from 'vitest';
import { localizedUrl, normalizePath, pageTitle, seoLinks } from './seo';

describe('SEO links', () => {
  it('builds the title as name | subline with the locale default subline', () => {
    expect(pageTitle('de')).toBe('Zweitwerk | Nachhaltige IT-Hardware');
    expect(pageTitle('en')).toBe('Zweitwerk | Sustainable IT equipment');
    expect(pageTitle('en', 'Used laptops')).toBe('Zweitwerk | Used laptops');
    // a product page: the brand first, the model as subline
    expect(pageTitle('de', 'Lenovo ThinkPad T14 Gen 2')).toBe('Zweitwerk | Lenovo ThinkPad T14 Gen 2');
    expect(pageTitle('de', '  ')).toBe('Zweitwerk | Nachhaltige IT-Hardware');
  });

  it.each([
    ['/', '/'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/products?page=2#top', '/products'],
    ['/gebrauchte-laptops/', '/gebrauchte-laptops'],
    ['/entsorgung', '/entsorgung'],
  ])('normalises %s to %s', (input, out) => {
    expect(normalizePath(input)).toBe(out);
  });

  it('puts English under /en and German at the root, absolute from the site URL', () => {
    expect(localizedUrl('https://zweitwerk.de/', '/', 'de')).toBe('https://zweitwerk.de/');
    expect(localizedUrl('https://zweitwerk.de', '/', 'en')).toBe('https://zweitwerk.de/en');
    expect(localizedUrl('https://zweitwerk.de', '/en/products', 'en')).toBe('https://zweitwerk.de/en/products');
  });

  it('gives canonical plus de, en and x-default alternates', () => {
    const { canonical, alternates } = seoLinks('https://zweitwerk.de', '/en/gebrauchte-laptops?sort=price', 'en');
    expect(canonical).toBe('https://zweitwerk.de/en/gebrauchte-laptops');
    expect(alternates).toEqual([
      { hrefLang: 'de', href: 'https://zweitwerk.de/gebrauchte-laptops' },
      { hrefLang: 'en', href: 'https://zweitwerk.de/en/gebrauchte-laptops' },
      { hrefLang: 'x-default', href: 'https://zweitwerk.de/gebrauchte-laptops' },
    ]);
  });

  it('keeps an explicit query (e.g. pagination) on every link', () => {
    const { canonical, alternates } = seoLinks('https://zweitwerk.de', '/products', 'de', 'page=2');
    expect(canonical).toBe('https://zweitwerk.de/products?page=2');
    expect(alternates.every((a) => a.href.endsWith('?page=2'))).toBe(true);
  });
});
