import { parseListingQuery, parseListingQueryLenient } from './listing-query';
import { activeFilterCount, clearFilters, initialState, listingHref, serializeListing, setPriceRange, toggleFacetValue } from './listing-url';

describe('serializeListing', () => {
  it('omits defaults and gives an empty string for the plain listing', () => {
    expect(serializeListing(initialState()).toString()).toBe('');
  });

  it('writes a canonical order with sorted, unique values', () => {
    const s = initialState({ brand: ['lenovo', 'dell', 'dell'], grade: ['B', 'A'], ram: [32, 8, 16], sort: 'price_asc', page: 2, q: 'thinkpad' });
    expect(serializeListing(s).toString()).toBe('q=thinkpad&brand=dell&brand=lenovo&grade=A&grade=B&ram=8&ram=16&ram=32&sort=price_asc&page=2');
  });

  it('leaves out keys the route implies', () => {
    expect(listingHref('/gebrauchte-laptops', initialState({ category: 'laptops', grade: ['A'] }), ['category'])).toBe('/gebrauchte-laptops?grade=A');
  });

  it('round-trips through the parser', () => {
    const s = initialState({ brand: ['apple'], storage: [256, 512], screen: [156], cpu: ['Intel Core i5'], os: ['macOS'], minPrice: 200, maxPrice: 399, sort: 'newest', page: 3 });
    const query: Record<string, string[]> = {};
    for (const [k, v] of serializeListing(s).entries()) (query[k] ??= []).push(v);
    expect(parseListingQuery(query)).toEqual({ ...s, locale: 'de' });
  });
});

describe('state helpers', () => {
  it('toggles values and resets to page 1', () => {
    const s = initialState({ page: 4 });
    const on = toggleFacetValue(s, 'brand', 'hp');
    expect(on.brand).toEqual(['hp']);
    expect(on.page).toBe(1);
    expect(toggleFacetValue(on, 'brand', 'hp').brand).toEqual([]);
    expect(toggleFacetValue(s, 'ram', '16').ram).toEqual([16]);
  });

  it('counts and clears filters but keeps query and category', () => {
    const s = setPriceRange(initialState({ q: 'x', category: 'phones', grade: ['A', 'B'] }), 0, 199);
    expect(activeFilterCount(s)).toBe(3);
    const c = clearFilters(s);
    expect(activeFilterCount(c)).toBe(0);
    expect(c.q).toBe('x');
    expect(c.category).toBe('phones');
  });
});

describe('parseListingQuery (API, strict)', () => {
  it('accepts comma lists and repeated keys', () => {
    expect(parseListingQuery({ brand: 'dell,hp', grade: ['A', 'C'] })).toMatchObject({ brand: ['dell', 'hp'], grade: ['A', 'C'] });
  });

  it.each([
    [{ grade: 'Z' }],
    [{ sort: 'cheapest' }],
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ page: '99999' }],
    [{ ram: 'lots' }],
    [{ minPrice: '-5' }],
    [{ minPrice: '500', maxPrice: '100' }],
    [{ category: 'fridges' }],
    [{ brand: 'Robert); drop table' }],
    [{ q: 'x'.repeat(101) }],
    [{ colour: 'red' }],
    [{ sort: ['price_asc', 'newest'] }],
  ])('rejects %o', (query) => {
    expect(() => parseListingQuery(query)).toThrow();
  });
});

describe('parseListingQueryLenient (pages)', () => {
  it('drops bad values and ignores unknown keys', () => {
    const s = parseListingQueryLenient({ grade: 'Z', sort: 'nope', page: '0', brand: 'lenovo', utm_source: 'mail' });
    expect(s).toMatchObject({ grade: [], sort: 'relevance', page: 1, brand: ['lenovo'] });
  });

  it('gives every absent parameter its default', () => {
    expect(parseListingQueryLenient({})).toEqual({
      q: undefined,
      category: undefined,
      brand: [],
      grade: [],
      ram: [],
      storage: [],
      screen: [],
      cpu: [],
      os: [],
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'relevance',
      page: 1,
    });
    expect(parseListingQueryLenient({ page: '2', q: '' })).toMatchObject({ page: 2, q: undefined, brand: [] });
  });

  it('drops an upper price below the lower one', () => {
    expect(parseListingQueryLenient({ minPrice: '500', maxPrice: '100' })).toMatchObject({ minPrice: 500, maxPrice: undefined });
  });
});
