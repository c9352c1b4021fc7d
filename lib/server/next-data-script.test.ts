// @vitest-environment node
// Next's own page data script is what the result is compared with
// eslint-disable-next-line @next/next/no-document-import-in-page
import { NextScript } from 'next/document';
import type { HtmlProps } from 'next/dist/shared/lib/html-context.shared-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextDataScript } from './next-data-script';

const nextSource = NextScript.getInlineScriptSource.bind(NextScript);

const texts = {
  initialI18nStore: {
    de: {
      common: { price_from: 'ab {{price}}', close: 'Schließen', tag: '<b> & </script>', separators: 'a\u2028b\u2029c' },
      catalog: { grade_a: 'Wie neu – was bedeutet dieser Zustand?' },
    },
  },
  initialLocale: 'de',
  ns: ['catalog', 'common'],
  userConfig: null,
};

function context(pageProps: Record<string, unknown>, largePageDataBytes = 128_000): Readonly<HtmlProps> {
  return {
    __NEXT_DATA__: {
      props: { pageProps },
      page: '/gebrauchte-laptops',
      query: { brand: 'lenovo' },
      buildId: 'abc',
      locale: 'de',
      locales: ['de', 'en'],
      defaultLocale: 'de',
      gssp: true,
      scriptLoader: [],
    },
    largePageDataBytes,
    dangerousAsPath: '/gebrauchte-laptops',
  } as unknown as Readonly<HtmlProps>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('nextDataScript', () => {
  it("writes Next's script, the texts' characters beyond ASCII as JSON escapes, texts in the middle of the page data", () => {
    const ctx = context({ state: { q: 'a<b' }, _nextI18Next: texts, siteUrl: 'http://localhost:3000', result: { items: [{ title: 'ThinkPad – 14″', price: '359,00 €' }] } });
    const ours = nextDataScript(ctx, nextSource);
    // the texts' ß and – as JSON escapes; the page's own data as Next writes it
    expect(ours).toBe(nextSource(ctx).replace('Schließen', 'Schlie\\u00dfen').replace('Wie neu – was', 'Wie neu \\u2013 was'));
    expect(ours).toContain('"title":"ThinkPad – 14″","price":"359,00 €"');
    // escaped for a <script> element as Next escapes it
    expect(ours).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(ours)).toEqual(ctx.__NEXT_DATA__);
  });

  it('writes a texts object once and takes it from there on every later page', () => {
    const fresh = structuredClone(texts);
    const stringify = vi.spyOn(JSON, 'stringify');
    const writesOfTexts = () => stringify.mock.calls.filter(([value]) => value === fresh).length;
    nextDataScript(context({ _nextI18Next: fresh, page: 1 }), nextSource);
    expect(writesOfTexts()).toBe(1);
    const second = nextDataScript(context({ _nextI18Next: fresh, page: 2 }), nextSource);
    expect(writesOfTexts()).toBe(1);
    stringify.mockRestore();
    expect(JSON.parse(second)).toEqual(context({ _nextI18Next: fresh, page: 2 }).__NEXT_DATA__);
  });

  it("leaves pages without texts, and pages that may be large, to Next's own method", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const next = vi.fn(nextSource);
    const plain = context({ page: 1 });
    expect(nextDataScript(plain, next)).toBe(nextSource(plain));
    expect(next).toHaveBeenCalledTimes(1);
    // 3 bytes a character at most: a page of more than a third of the limit in characters may exceed it
    const large = context({ _nextI18Next: texts, page: 1 }, 300);
    expect(nextDataScript(large, next)).toBe(nextSource(large));
    expect(next).toHaveBeenCalledTimes(2);
    // Next's warning about large page data still comes
    expect(warn.mock.calls.some(([message]) => String(message).includes('exceeds the threshold of 300 B'))).toBe(true);
  });
});
