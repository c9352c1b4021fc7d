// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fold, htmlToText, indexTerm, queryTerms } from './analyze';
import { searchContent } from './search';

// runs against the shop's real content/ folder: the queries the issue names must lead to their page

const first = async (q: string, locale: 'de' | 'en') => (await searchContent(q, locale))[0]?.path;

describe('text analysis', () => {
  it('folds case, umlauts and ß', () => {
    expect(fold('Rücknahme')).toBe('rucknahme');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Café')).toBe('cafe');
  });

  it('stems German and English inflections to one term', () => {
    expect(indexTerm('Rücknahmen', 'de')).toBe(indexTerm('Rücknahme', 'de'));
    expect(indexTerm('Garantien', 'de')).toBe(indexTerm('Garantie', 'de'));
    expect(indexTerm('warranties', 'en')).toBe(indexTerm('warranty', 'en'));
    expect(indexTerm('erasing', 'en')).toBe(indexTerm('erase', 'en'));
  });

  it('drops stop words and single letters', () => {
    expect(indexTerm('und', 'de')).toBeNull();
    expect(indexTerm('the', 'en')).toBeNull();
    expect(indexTerm('a', 'de')).toBeNull();
  });

  it('reads ae/oe/ue typed for umlauts as umlauts too', () => {
    expect(queryTerms('Ruecknahme', 'de')).toContain(indexTerm('Rücknahme', 'de'));
    expect(queryTerms('Datenloeschung', 'de')).toContain(indexTerm('Datenlöschung', 'de'));
    expect(queryTerms('blue', 'en')).toEqual([indexTerm('blue', 'en')]);
  });

  it('turns sanitised HTML into text', () => {
    expect(htmlToText('<h2 id="a">Kosten &amp; Nutzen</h2>\n<p>Ein <strong>Test</strong></p>')).toBe('Kosten & Nutzen Ein Test');
  });
});

describe('content search (German)', () => {
  it.each([
    ['leasing', '/services/leasing'],
    ['Leasing-Rechner', '/services/leasing'],
    ['Rücknahme', '/services/end-of-life'],
    ['Ruecknahme', '/services/end-of-life'],
    ['Kontakt', '/contact'],
    ['kontakt', '/contact'],
    ['Kont', '/contact'],
    ['Garantie', '/services/warranty'],
    ['Datenlöschung', '/secure-data-deletion'],
    ['datenloeschung', '/secure-data-deletion'],
  ])('%s leads to %s', async (q, path) => {
    expect(await first(q, 'de')).toBe(path);
  });

  it('finds articles by their words, inflected', async () => {
    const paths = (await searchContent('Ladezyklen Akku', 'de')).map((h) => h.path);
    expect(paths[0]).toBe('/blog/battery-health');
    const hits = await searchContent('Löschzertifikat', 'de');
    expect(hits.map((h) => h.path)).toContain('/blog/certified-data-erasure');
    expect(hits.find((h) => h.path === '/blog/certified-data-erasure')).toMatchObject({ kind: 'article', title: expect.stringContaining('Datenlöschung') });
  });

  it('answers nothing for noise and too short queries', async () => {
    expect(await searchContent('xqzvw', 'de')).toEqual([]);
    expect(await searchContent('k', 'de')).toEqual([]);
    expect(await searchContent('   ', 'de')).toEqual([]);
  });
});

describe('content search (English)', () => {
  it.each([
    ['leasing', '/services/leasing'],
    ['take-back', '/services/end-of-life'],
    ['take back', '/services/end-of-life'],
    ['contact', '/contact'],
    ['Contact us', '/contact'],
    ['warranty', '/services/warranty'],
    ['warranties', '/services/warranty'],
    ['data erasure', '/secure-data-deletion'],
  ])('%s leads to %s', async (q, path) => {
    expect(await first(q, 'en')).toBe(path);
  });

  it('keeps the locales apart', async () => {
    const hits = await searchContent('battery cycles', 'en');
    expect(hits[0]).toMatchObject({ kind: 'article', path: '/blog/battery-health', title: 'Battery health: what to check on used laptops and phones' });
    expect(await searchContent('Ladezyklen', 'en')).toEqual([]);
  });

  it('tolerates a small typo', async () => {
    expect(await first('warrenty', 'en')).toBe('/services/warranty');
    expect(await first('Garantei', 'de')).toBe('/services/warranty');
  });
});
