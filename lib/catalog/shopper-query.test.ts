import { describe, expect, it } from 'vitest';
import { isOpenQuery, parseShopperQuery, screenRange } from './shopper-query';

const words = (q: string) => parseShopperQuery(q).terms.map((t) => t.word);

describe('reading a shopper query', () => {
  it('drops filler words in any inflection and keeps the category', () => {
    for (const q of ['gebrauchter laptop', 'Gebrauchte Laptops', 'generalüberholtes Notebook', 'refurbished notebooks', 'used laptop', 'Laptop aus zweiter Hand']) {
      const p = parseShopperQuery(q);
      expect(p.picks, q).toEqual([{ category: 'laptops' }]);
      expect(p.terms, q).toEqual([]);
    }
  });

  it('treats a query of filler words only as open, and one without letters as nothing', () => {
    expect(isOpenQuery(parseShopperQuery('refurbished'))).toBe(true);
    expect(isOpenQuery(parseShopperQuery('gebraucht kaufen'))).toBe(true);
    expect(parseShopperQuery("'&|!:*()").hasWords).toBe(false);
  });

  it('maps category words of both languages, singular and plural', () => {
    expect(parseShopperQuery('Handys').picks).toEqual([{ category: 'phones' }]);
    expect(parseShopperQuery('smartphones').picks).toEqual([{ category: 'phones' }]);
    expect(parseShopperQuery('Monitore').picks).toEqual([{ category: 'monitors' }]);
    expect(parseShopperQuery('Bildschirme').picks).toEqual([{ category: 'monitors' }]);
    expect(parseShopperQuery('Tastaturen').picks).toEqual([{ category: 'accessories', family: 'keyboard' }]);
    expect(parseShopperQuery('Mäuse').picks).toEqual([{ category: 'accessories', family: 'mouse' }]);
    expect(parseShopperQuery('docking station').picks).toEqual([{ category: 'accessories', family: 'dock' }]);
    expect(parseShopperQuery('Tablet-PC').picks).toEqual([{ category: 'tablets' }]);
    expect(parseShopperQuery('All-in-One PC').picks).toEqual([{ category: 'pc-systems', family: 'all-in-one' }]);
  });

  it('takes the last of several category words, the words of a purpose only when nothing else', () => {
    expect(parseShopperQuery('PC Monitor').picks).toEqual([{ category: 'monitors' }]);
    expect(parseShopperQuery('Laptop Dockingstation').picks).toEqual([{ category: 'accessories', family: 'dock' }]);
    expect(parseShopperQuery('Monitor für Laptop').picks).toEqual([{ category: 'monitors' }]);
    expect(parseShopperQuery('Laptop 14 Zoll Bildschirm').picks).toEqual([{ category: 'laptops' }]);
    expect(parseShopperQuery('24 Zoll Bildschirm').picks).toEqual([{ category: 'monitors' }]);
    expect(parseShopperQuery('Laptop oder Tablet').picks).toEqual([{ category: 'laptops' }, { category: 'tablets' }]);
  });

  it('keeps a product line as a search word', () => {
    const p = parseShopperQuery('iPhone 13');
    expect(p.picks).toEqual([{ category: 'phones' }]);
    expect(words('iPhone 13').sort()).toEqual(['13', 'iphone']);
  });

  it('reads memory sizes with and without a unit word', () => {
    expect(parseShopperQuery('laptop 16 gb').offer.sizesGb).toEqual([16]);
    expect(parseShopperQuery('laptop 16gb').offer.sizesGb).toEqual([16]);
    expect(parseShopperQuery('16 GB RAM').offer.ramGb).toEqual([16]);
    expect(parseShopperQuery('32GB Arbeitsspeicher').offer.ramGb).toEqual([32]);
    expect(parseShopperQuery('512 GB SSD').offer.storageGb).toEqual([512]);
    expect(parseShopperQuery('1 TB').offer.sizesGb).toEqual([1000]);
    const both = parseShopperQuery('Laptop 8 GB RAM 256 GB SSD');
    expect(both.offer).toMatchObject({ ramGb: [8], storageGb: [256], sizesGb: [] });
    const named = parseShopperQuery('RAM: 16 GB, SSD 512GB');
    expect(named.offer).toMatchObject({ ramGb: [16], storageGb: [512] });
    expect(named.terms).toEqual([]);
  });

  it('reads screen sizes as the class makers sell', () => {
    expect(parseShopperQuery('14 zoll laptop').screen).toEqual({ min: 137, max: 149 });
    expect(parseShopperQuery('14" laptop').screen).toEqual({ min: 137, max: 149 });
    expect(parseShopperQuery('monitor 27 inch').screen).toEqual({ min: 267, max: 279 });
    expect(parseShopperQuery('15,6 Zoll').screen).toEqual({ min: 156, max: 156 });
    expect(parseShopperQuery('15.6-inch').screen).toEqual({ min: 156, max: 156 });
    expect(screenRange('24')).toEqual({ min: 237, max: 249 });
  });

  it('reads price limits', () => {
    expect(parseShopperQuery('Laptop unter 500 Euro').offer.maxPriceCents).toBe(49_999);
    expect(parseShopperQuery('Handy bis 300 €').offer.maxPriceCents).toBe(30_000);
    expect(parseShopperQuery('laptop under 500').offer.maxPriceCents).toBe(49_999);
    expect(parseShopperQuery('laptop 400€').offer.maxPriceCents).toBe(40_000);
    expect(parseShopperQuery('monitor ab 200 euro').offer.minPriceCents).toBe(20_000);
    // a size is not a price
    expect(parseShopperQuery('bis 15,6 Zoll').offer.maxPriceCents).toBeUndefined();
    expect(parseShopperQuery('über 16 GB').offer.minPriceCents).toBeUndefined();
  });

  it('reads grades and colours', () => {
    expect(parseShopperQuery('Laptop wie neu').offer.grades).toEqual(['A']);
    expect(parseShopperQuery('sehr gut').offer.grades).toEqual(['B']);
    expect(parseShopperQuery('grade a laptop').offer.grades).toEqual(['A']);
    expect(parseShopperQuery('Zustand C').offer.grades).toEqual(['C']);
    expect(parseShopperQuery('iphone schwarzes').offer.colours).toEqual([['schwarz', 'black']]);
    expect(parseShopperQuery('white phone').offer.colours).toEqual([['weiß', 'weiss', 'white']]);
  });

  it('lets a purpose rank rather than filter, and map to product tags', () => {
    const p = parseShopperQuery('Laptop für Studenten');
    expect(p.terms).toEqual([]);
    expect(p.soft).toEqual([{ word: 'studenten', tag: 'student' }]);
    // with nothing else in the query the purpose is what is looked for
    expect(parseShopperQuery('für Studenten').terms).toEqual([{ word: 'studenten', tag: 'student' }]);
  });

  it('keeps model names and specs as words', () => {
    expect(words('thinkpad t14 gen 2')).toEqual(['thinkpad', 't14', 'gen', '2']);
    expect(words('laptop i7')).toEqual(['i7']);
    expect(words("ThinkPad T14s'); drop table products; --")).toEqual(['thinkpad', 't14s', 'drop', 'table', 'products']);
  });
});
