import { searchTerms, toPrefixTsQuery } from './search-query';

describe('search query building', () => {
  it('keeps letters and digits only', () => {
    expect(searchTerms("ThinkPad T14s'); drop table products; --")).toEqual(['thinkpad', 't14s', 'drop', 'table', 'products']);
    expect(searchTerms('Größe 15,6"')).toEqual(['größe', '15', '6']);
  });

  it('builds a prefix AND query', () => {
    expect(toPrefixTsQuery('thinkpad t14')).toBe('thinkpad:* & t14:*');
    expect(toPrefixTsQuery('  !!! ')).toBeNull();
  });

  it('caps the number of words', () => {
    expect(searchTerms('a b c d e f g h i j k').length).toBe(8);
  });
});
