// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useContext, useId, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import Head from 'next/head';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoHtml } from '@/components/common/memo-html';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { FacetPanel } from '@/components/product/facet-panel';
import { ProductGrid } from '@/components/product/product-grid';
import { I18nContext } from '@/lib/i18n/context';
import { Translator } from '@/lib/i18n/translator';
import type { CardView, Facet, ListingState } from '@/lib/catalog/types';
import { resetEnvForTests } from './env';
import { clearHtmlMemo, htmlMemoSettled, htmlMemoSize, splitHoisted } from './html-memo';

function texts(locale: 'de' | 'en') {
  const read = (ns: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8'));
  return new Translator(locale, { [locale]: { catalog: read('catalog'), common: read('common') } });
}
const translators = { de: texts('de'), en: texts('en') };

function page(
  locale: 'de' | 'en',
  children: ReactNode,
  {
    loadable,
    i18n = translators[locale],
    asPath = '/gebrauchte-laptops',
    head = new Set<ReactNode>(),
  }: { loadable?: (name: string) => void; i18n?: Translator; asPath?: string; head?: Set<ReactNode> } = {},
) {
  const router = { locale, asPath, pathname: '/[category]', query: {} } as unknown as NextRouter;
  return renderToString(
    <RouterContext.Provider value={router}>
      <I18nContext.Provider value={i18n}>
        <HeadManagerContext.Provider value={{ mountedInstances: head, updateHead: () => undefined }}>
          <LoadableContext.Provider value={loadable ?? null}>{children}</LoadableContext.Provider>
        </HeadManagerContext.Provider>
      </I18nContext.Provider>
    </RouterContext.Provider>,
  );
}

function card(n: number, extra: Partial<CardView> = {}): CardView {
  return {
    handle: `laptop-${n}`,
    title: `ThinkPad T${n} <Gen 2> & "Pro"`,
    brand: { name: 'Lenovo' },
    category: 'laptops',
    family: 'thinkpad',
    fromPriceCents: 35_900 + n * 1000,
    offerId: 100 + n,
    compareAtCents: 84_900,
    reduction: n % 2 ? { lowestPriorCents: 39_900 } : null,
    grades: ['A', 'B', 'C'],
    stock: n,
    cpu: 'Intel Core i5-1145G7',
    screenTenths: 140,
    ramGb: [16, 32],
    storageGb: [256, 512],
    os: 'Windows 11 Pro',
    ...extra,
  } as CardView;
}

/** The links React hoisted to the front of a page (sorted, each with its attributes sorted) and the rest. */
function hoisted(html: string): [string[], string] {
  const links = html.match(/^(?:<link [^>]*\/>)*/)![0];
  const sorted = (links.match(/<link [^>]*\/>/g) ?? []).map((link) => `<link ${(link.slice(6, -2).match(/[A-Za-z-]+="[^"]*"/g) ?? []).sort().join(' ')}/>`);
  return [sorted.sort(), html.slice(links.length)];
}

/** Renders a page twice: the memo keeps what it meets a second time. */
async function prime(locale: 'de' | 'en', tree: ReactNode) {
  page(locale, tree);
  page(locale, tree);
  await htmlMemoSettled();
}

let renders = 0;
/** Counts its renders; reads the contexts a memoised part may read. */
function Counted({ label }: { label: string }) {
  renders++;
  const router = useContext(RouterContext);
  const i18n = useContext(I18nContext);
  useContext(LoadableContext)?.('chunk-of-' + label);
  return (
    <>
      <strong>{label}</strong> {router?.locale}: {i18n?.getFixedT(['catalog'])('catalog:stock_ok')}
    </>
  );
}

/** A counted part in a MemoHtml element (no key: rendered as usual). */
function memoised(label: string, memoKey?: string, as: 'li' | 'div' = 'li', className?: string) {
  return (
    <MemoHtml as={as} className={className} memoKey={memoKey === undefined ? undefined : () => memoKey}>
      <Counted label={label} />
    </MemoHtml>
  );
}

beforeEach(() => {
  clearHtmlMemo();
  renders = 0;
});
afterEach(async () => {
  await htmlMemoSettled();
  delete process.env.HTML_MEMO;
  resetEnvForTests();
});

describe('MemoHtml on the server', () => {
  it('renders a key it meets again into the memo, then writes the same HTML from there', async () => {
    const tree = memoised('a', 'k1', 'li', 'x');
    const first = page('de', tree);
    expect(first).toBe('<li class="x"><strong>a</strong> <!-- -->de<!-- -->: <!-- -->Auf Lager</li>');
    await htmlMemoSettled();
    expect(renders).toBe(1); // met once: nothing kept
    expect(page('de', tree)).toBe(first);
    expect(renders).toBe(2);
    await htmlMemoSettled();
    expect(renders).toBe(3); // met again: the memo's own render, after the page
    expect(page('de', tree)).toBe(first);
    expect(page('de', tree)).toBe(first);
    expect(renders).toBe(3);
  });

  it('keys by locale and page texts as well as by memoKey', async () => {
    const tree = memoised('a', 'k1');
    await prime('de', tree);
    const en = page('en', tree);
    expect(en).toBe('<li><strong>a</strong> <!-- -->en<!-- -->: <!-- -->In stock</li>');
    expect(renders).toBe(4);
    // another translator of the same locale (other namespaces of another page) is another key
    const other = new Translator('de', { de: { catalog: { stock_ok: 'Vorrätig' } } });
    expect(page('de', tree, { i18n: other })).toContain('Vorrätig');
  });

  it('reports the dynamically imported modules of a memoised subtree on every page', async () => {
    const tree = memoised('b', 'k2', 'div');
    await prime('de', tree);
    const reported: string[] = [];
    page('de', tree, { loadable: (name) => reported.push(name) });
    expect(renders).toBe(3);
    expect(reported).toEqual(['chunk-of-b']);
  });

  it('renders every time without a key, and with HTML_MEMO=0', async () => {
    const keyless = memoised('c');
    await prime('de', keyless);
    page('de', keyless);
    expect(renders).toBe(3);
    process.env.HTML_MEMO = '0';
    resetEnvForTests();
    const tree = memoised('c', 'k3');
    await prime('de', tree);
    page('de', tree);
    expect(renders).toBe(6);
  });

  it('never memoises children that use useId: their ids depend on the place in the page', async () => {
    function Labelled() {
      renders++;
      const id = useId();
      return <input id={id} aria-label="E-Mail" />;
    }
    const tree = (
      <div>
        <span />
        <MemoHtml as="div" memoKey={() => 'k4'}>
          <Labelled />
        </MemoHtml>
      </div>
    );
    const first = page('de', tree);
    await prime('de', tree);
    expect(page('de', tree)).toBe(first);
    await htmlMemoSettled();
    expect(page('de', tree)).toBe(first);
    await htmlMemoSettled();
    expect(renders).toBe(6); // five pages and the memo's one attempt
    expect(first).not.toContain('zw-memo-id-');
  });

  it.each(['de', 'en'] as const)('gives a product grid (%s) the same HTML from the memo as rendered', async (locale) => {
    const products = Array.from({ length: 8 }, (_, i) => card(i + 1, i === 6 ? { compareAtCents: null, stock: 40 } : {}));
    const grid = <ProductGrid products={products} />;
    const rendered = page(locale, grid);
    await prime(locale, grid);
    // every card is in the memo, the first four with the preload of their picture
    expect(htmlMemoSize()).toBe(8);
    const memoised = page(locale, grid);
    expect(memoised).toBe(rendered);
    expect(rendered.match(/<link rel="preload"[^>]*>/g)).toEqual(['<link rel="preload" href="/images/products/thinkpad.svg" as="image" fetchPriority="high"/>']);
    expect(rendered.match(/<img[^>]*>/g)?.map((img) => img.includes('loading="lazy"'))).toEqual([false, false, false, false, true, true, true, true]);
    // the HTML is the cards' own: titles escaped, prices of the locale
    expect(rendered).toContain('ThinkPad T8 &lt;Gen 2&gt; &amp; &quot;Pro&quot;');
    expect(rendered).toContain(locale === 'de' ? '439,00' : '439.00');
    // a changed price is another key: the new price shows at once
    const changed = products.map((p, i) => (i === 7 ? { ...p, fromPriceCents: 29_900 } : p));
    const after = page(locale, <ProductGrid products={changed} />);
    expect(after).toContain(locale === 'de' ? 'ab 299,00' : 'from €299.00');
    expect(after).not.toContain(locale === 'de' ? 'ab 439,00' : 'from €439.00');
  });

  it.each(['de', 'en'] as const)('gives a filter panel (%s) the same HTML from the memo as rendered', async (locale) => {
    const brands = ['acer', 'apple', 'asus', 'dell', 'fujitsu', 'hp', 'lenovo', 'microsoft', 'samsung', 'toshiba', 'lg'];
    const facets: Facet[] = [
      { key: 'brand', values: brands.map((b, i) => ({ value: b, label: b.toUpperCase(), count: i, selected: b === 'dell' })) },
      { key: 'price', values: [{ value: '0-199', count: 1, selected: false }, { value: '200-399', count: 16, selected: true }] },
      { key: 'grade', values: ['A', 'B', 'C'].map((g) => ({ value: g, count: 36, selected: false })) },
    ];
    const state = { category: 'laptops', brand: ['dell'], grade: [], ram: [], storage: [], screen: [], cpu: [], os: [], minPrice: 200, maxPrice: 399, sort: 'relevance', page: 1 } as unknown as ListingState;
    const panel = (s: ListingState) => (
      <FacetPanel facets={facets} state={s} basePath="/gebrauchte-laptops" fixed={['category']} idPrefix="" onToggle={() => undefined} onPrice={() => undefined} />
    );
    const rendered = page(locale, panel(state));
    await prime(locale, panel(state));
    expect(page(locale, panel(state))).toBe(rendered);
    // the chosen brand is ticked, the collapsed list offers all eleven, the price range is filled in
    expect(rendered).toContain('name="brand" checked="" value="dell"');
    expect(rendered).toContain(locale === 'de' ? 'Alle 11 anzeigen' : 'Show all 11');
    expect(rendered).toContain('value="399"');
    expect(rendered).toContain(locale === 'de' ? 'aria-label="1 Produkt"' : 'aria-label="1 product"');
    expect(rendered).toContain(locale === 'de' ? 'aria-label="2 Produkte"' : 'aria-label="2 products"');
    // another state is another panel
    const other = page(locale, panel({ ...state, brand: [], minPrice: undefined, maxPrice: undefined } as ListingState));
    expect(other).not.toContain('checked=""');
    expect(other).not.toContain('value="399"');
  });

  it.each(['de', 'en'] as const)('gives the header (%s) the same HTML from the memo, the current page marked in its navigation', async (locale) => {
    for (const asPath of ['/gebrauchte-laptops', '/blog', '/products/x']) {
      const rendered = page(locale, <Header />, { asPath });
      const before = htmlMemoSize();
      page(locale, <Header />, { asPath });
      await htmlMemoSettled();
      // the navigation of this page is in the memo now
      expect(htmlMemoSize()).toBe(before + 1);
      expect(page(locale, <Header />, { asPath })).toBe(rendered);
      const current = rendered.match(/<a[^>]*aria-current="page"[^>]*>/g) ?? [];
      if (asPath === '/products/x') expect(current).toEqual([]);
      else expect(current).toHaveLength(1);
      if (asPath === '/blog') expect(current[0]).toContain(locale === 'de' ? 'href="/blog"' : 'href="/en/blog"');
      if (asPath === '/gebrauchte-laptops') expect(current[0]).toContain(locale === 'de' ? 'href="/gebrauchte-laptops"' : 'href="/en/gebrauchte-laptops"');
    }
  });

  it.each(['de', 'en'] as const)('gives the footer (%s) the same HTML from the memo', async (locale) => {
    const rendered = page(locale, <Footer />);
    await prime(locale, <Footer />);
    // the four link columns
    expect(htmlMemoSize()).toBe(4);
    expect(page(locale, <Footer />)).toBe(rendered);
    expect(rendered).toContain(locale === 'de' ? '>Impressum</a>' : '>Imprint</a>');
    expect(rendered).toContain(locale === 'de' ? 'href="/imprint"' : 'href="/en/imprint"');
  });

  it('asks again for the preloads React hoisted out of a memoised subtree, and gives next/head its elements again', async () => {
    function Pictures({ n }: { n: number }) {
      renders++;
      preload(`/p${n}.jpg`, { as: 'image', imageSrcSet: `/p${n}.jpg?w=1 1x, /p${n}.jpg?w=2&q=75 2x`, imageSizes: '50vw', fetchPriority: 'high', crossOrigin: 'anonymous' });
      return (
        <>
          <Head>
            <link rel="preload" as="image" href={`/h${n}.jpg`} key={`h${n}`} />
          </Head>
          {/* eslint-disable-next-line @next/next/no-img-element -- React's own preload of an image that is not lazy */}
          <img src={`/q${n} "x".svg`} alt="" />
        </>
      );
    }
    const tree = (
      <ul>
        {[1, 2].map((n) => (
          <MemoHtml as="li" key={n} memoKey={() => `pictures|${n}`}>
            <Pictures n={n} />
          </MemoHtml>
        ))}
      </ul>
    );
    const renderedHead = new Set<ReactNode>();
    const rendered = page('de', tree, { head: renderedHead });
    await prime('de', tree);
    expect(htmlMemoSize()).toBe(2);
    const memoisedHead = new Set<ReactNode>();
    const memoised = page('de', tree, { head: memoisedHead });
    expect(renders).toBe(8); // three pages and the memo's own render of each, not the fourth page
    // the same content after the same preload links; React writes the ones of images it met itself
    // first, and a preload asked for names its attributes in another order
    const [links, content] = hoisted(rendered);
    expect(hoisted(memoised)).toEqual([links, content]);
    expect(content).toBe('<ul><li><img src="/q1 &quot;x&quot;.svg" alt=""/></li><li><img src="/q2 &quot;x&quot;.svg" alt=""/></li></ul>');
    expect(links).toEqual(
      [
        '<link as="image" crossorigin="" fetchPriority="high" imageSizes="50vw" imageSrcSet="/p1.jpg?w=1 1x, /p1.jpg?w=2&amp;q=75 2x" rel="preload"/>',
        '<link as="image" crossorigin="" fetchPriority="high" imageSizes="50vw" imageSrcSet="/p2.jpg?w=1 1x, /p2.jpg?w=2&amp;q=75 2x" rel="preload"/>',
        '<link as="image" href="/q1 &quot;x&quot;.svg" rel="preload"/>',
        '<link as="image" href="/q2 &quot;x&quot;.svg" rel="preload"/>',
      ].sort(),
    );
    const heads = (set: Set<ReactNode>) => renderToString(<>{[...set]}</>);
    expect(heads(memoisedHead)).toBe(heads(renderedHead));
    expect(heads(renderedHead)).toBe('<link rel="preload" as="image" href="/h1.jpg"/><link rel="preload" as="image" href="/h2.jpg"/>');
  });

  it('never memoises a subtree that hoists anything but preloads (a title, a stylesheet)', async () => {
    function Titled() {
      renders++;
      return (
        <>
          <title>Titel</title>
          <p>Text</p>
        </>
      );
    }
    const tree = (
      <MemoHtml as="div" memoKey={() => 'titled'}>
        <Titled />
      </MemoHtml>
    );
    const first = page('de', tree);
    await prime('de', tree);
    expect(page('de', tree)).toBe(first);
    expect(renders).toBe(5); // four pages and the memo's one attempt
  });
});

describe('splitHoisted', () => {
  it('reads the preload links at the front of a rendered subtree back into preload() calls', () => {
    const html =
      '<link rel="preload" href="/a &quot;b&quot;.svg" as="image"/><link rel="preload" as="image" crossorigin="" fetchPriority="high" referrerPolicy="no-referrer" imageSrcSet="/x.jpg?w=1 1x, /x.jpg?w=2&amp;q=75 2x" imageSizes="50vw"/><div><img src="/a.svg"/></div>';
    expect(splitHoisted(html)).toEqual({
      html: '<div><img src="/a.svg"/></div>',
      preloads: [
        { href: '/a "b".svg', options: { as: 'image' } },
        {
          href: '/x.jpg?w=1 1x, /x.jpg?w=2&q=75 2x',
          options: { as: 'image', crossOrigin: '', fetchPriority: 'high', referrerPolicy: 'no-referrer', imageSrcSet: '/x.jpg?w=1 1x, /x.jpg?w=2&q=75 2x', imageSizes: '50vw' },
        },
      ],
    });
  });

  it('leaves a subtree without hoisted resources as it is, and a link inside it', () => {
    expect(splitHoisted('<p>a</p><link rel="preload" href="/x" as="image"/>')).toEqual({ html: '<p>a</p><link rel="preload" href="/x" as="image"/>', preloads: [] });
  });

  it.each([
    ['a stylesheet', '<link rel="stylesheet" href="/a.css" data-precedence="default"/><p>a</p>'],
    ['a preload without as', '<link rel="preload" href="/x"/><p>a</p>'],
    ['an attribute preload() has no option for', '<link rel="preload" href="/x" as="image" media="print"/><p>a</p>'],
    ['a title', '<title>T</title><p>a</p>'],
    ['a meta element after a preload', '<link rel="preload" href="/x" as="image"/><meta name="a" content="b"/><p>a</p>'],
    ['a link it cannot read', '<link rel="preload" href=/x as="image"/><p>a</p>'],
  ])('gives up on %s', (_, html) => {
    expect(splitHoisted(html)).toBeUndefined();
  });
});
