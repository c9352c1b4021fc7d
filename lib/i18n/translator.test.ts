import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction as I18nextT } from 'i18next';
import { describe, expect, it } from 'vitest';
import { Translator, type Resources, type TOptions } from './translator';

// i18next is the reference: every text in locales/ must come out of the shop's translator exactly as
// i18next (configured as the pages were before) renders it, with and without options.

const LOCALES = ['de', 'en'] as const;
const dir = path.join(process.cwd(), 'locales');

function loadResources(locale: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const file of fs.readdirSync(path.join(dir, locale))) {
    if (file.endsWith('.json')) out[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, locale, file), 'utf8')) as Record<string, string>;
  }
  return out;
}

function reference(locale: string, resources: Resources, ns: string[]): I18nextT {
  const i18n = createInstance();
  void i18n.init({ lng: locale, fallbackLng: false, ns, defaultNS: 'common', resources, interpolation: { escapeValue: false }, initAsync: false });
  return i18n.getFixedT(locale, ns);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe.each(LOCALES)('translator against i18next (%s)', (locale) => {
  const bundles = loadResources(locale);
  const resources: Resources = { [locale]: bundles };
  const namespaces = Object.keys(bundles).sort();
  const translator = new Translator(locale, resources);

  it('loads every namespace', () => {
    expect(namespaces).toContain('common');
    expect(namespaces.length).toBeGreaterThan(5);
  });

  it.each(namespaces)('renders every text of %s alike: plain, interpolated, counted, with and without namespace prefix', (ns) => {
    const order = ns === 'common' ? ['common'] : [ns, 'common'];
    const ours = translator.getFixedT(order);
    const theirs = reference(locale, resources, order);
    const prefixedOurs = translator.getFixedT(['common']);
    const prefixedTheirs = reference(locale, resources, ['common']);
    const keys = new Set(Object.keys(bundles[ns]!).map((k) => k.replace(PLURAL_SUFFIX, '')));
    let compared = 0;
    for (const key of keys) {
      const variables = new Set<string>();
      for (const [k, text] of Object.entries(bundles[ns]!)) {
        if (k.replace(PLURAL_SUFFIX, '') !== key) continue;
        for (const m of text.matchAll(/\{\{(.+?)\}\}/g)) variables.add(m[1]!.trim());
      }
      const filled: TOptions = Object.fromEntries([...variables].map((v) => [v, `‹${v}›`]));
      const cases: (TOptions | undefined)[] = [undefined, filled, { ...filled, count: 0 }, { ...filled, count: 1 }, { ...filled, count: 2 }, { ...filled, count: 21 }];
      // a variable given as undefined or null, and one left out
      const [first] = variables;
      if (first) cases.push({ ...filled, [first]: undefined }, { ...filled, [first]: null }, Object.fromEntries(Object.entries(filled).filter(([v]) => v !== first)), { ...filled, [first]: 1234.5 });
      for (const options of cases) {
        expect(ours(key, options), `${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
        expect(prefixedOurs(`${ns}:${key}`, options), `${ns}:${key} prefixed`).toBe(prefixedTheirs(`${ns}:${key}`, options));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('answers missing texts like i18next: the default value (interpolated) or the key without namespace', () => {
    const ours = translator.getFixedT(['common']);
    const theirs = reference(locale, resources, ['common']);
    const cases: [string, TOptions | undefined][] = [
      ['no_such_key', undefined],
      ['checkout:no_such_key', undefined],
      ['unknown_ns:some_key', undefined],
      ['no_such_key', { defaultValue: 'Fallback {{x}}', x: 'X' }],
      ['no_such_key', { defaultValue: 'Fallback {{count}}', count: 3 }],
      ['forms:error_required_nonexistent_field', { defaultValue: ours('forms:error_required') }],
      ['no_such_key', { count: 1 }],
      ['checkout', { count: '1' }],
    ];
    for (const [key, options] of cases) expect(ours(key, options), key).toBe(theirs(key, options));
  });
});

describe('Translator', () => {
  it('searches namespaces in order, reads nested keys and takes namespaces added later', () => {
    const tr = new Translator('en', { en: { a: { x: 'A', nested: { deep: 'Deep' } }, b: { x: 'B', y: 'only B' } } });
    const t = tr.getFixedT(['a', 'b']);
    expect([t('x'), t('y'), t('b:x'), t('nested.deep'), t('c:z')]).toEqual(['A', 'only B', 'B', 'Deep', 'z']);
    expect(tr.hasResourceBundle('en', 'c')).toBe(false);
    tr.addResourceBundle('en', 'c', { z: 'late' });
    expect(tr.hasResourceBundle('en', 'c')).toBe(true);
    expect(t('c:z')).toBe('late');
  });

  it('picks English and German plural forms, and _zero for a count of 0 where there is one', () => {
    const bundle = { item_one: 'one item', item_other: '{{count}} items', none_zero: 'nothing', none_other: '{{count}} things' };
    for (const lang of ['de', 'en']) {
      const t = new Translator(lang, { [lang]: { common: bundle } }).getFixedT(['common']);
      expect([t('item', { count: 1 }), t('item', { count: 0 }), t('item', { count: 7 }), t('none', { count: 0 }), t('none', { count: 2 })]).toEqual([
        'one item',
        '0 items',
        '7 items',
        'nothing',
        '2 things',
      ]);
    }
  });
});
