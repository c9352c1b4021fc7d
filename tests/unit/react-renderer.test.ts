// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { Suspense, createElement, lazy, useId } from 'react';
import { preload } from 'react-dom';
import { streamToString } from 'next/dist/server/stream-utils/node-web-streams-helper';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { edgeRendererPath, htmlBytes, preferReactNodeRenderer, stringRenderer } from '@/server/react-renderer.mjs';

const require = createRequire(import.meta.url);

/** The document a browser builds from `html`, written out again (characters as themselves, not references). */
function parsed(html: string): string {
  return new JSDOM(html).window.document.documentElement.outerHTML;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

type Renderer = {
  renderToReadableStream(el: unknown, options?: object): Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
  renderToString(el: unknown): string;
  renderToPipeableStream?: unknown;
};

/** The page's HTML as Next's pages renderer reads it: allReady, then its own streamToString. */
async function html(renderer: Renderer, el: unknown): Promise<string> {
  const stream = await renderer.renderToReadableStream(el);
  await stream.allReady;
  return streamToString(stream);
}

describe("React's Node renderer under the edge build's name", () => {
  it('is the file Next’s pages runtime loads', () => {
    const nextRuntime = require.resolve('next/dist/compiled/next-server/pages.runtime.prod.js');
    expect(createRequire(nextRuntime).resolve('react-dom/server.edge')).toBe(edgeRendererPath);
  });

  it('makes require of the edge build return the Node build, once', () => {
    const before = require.cache[edgeRendererPath];
    try {
      delete require.cache[edgeRendererPath];
      expect(preferReactNodeRenderer()).toBe(true);
      const loaded = require('react-dom/server.edge') as Renderer;
      expect(typeof loaded.renderToPipeableStream).toBe('function');
      expect(typeof loaded.renderToReadableStream).toBe('function');
      expect(typeof loaded.renderToString).toBe('function');
      // a second call, or an edge build already loaded, leaves the cache alone
      expect(preferReactNodeRenderer()).toBe(false);
    } finally {
      if (before) require.cache[edgeRendererPath] = before;
      else delete require.cache[edgeRendererPath];
    }
  });

  it('renders the same HTML as the edge build, multi-byte text and long chunks included', async () => {
    // the production builds themselves, as the server runs them
    const cjs = path.join(path.dirname(edgeRendererPath), 'cjs');
    const edge = require(path.join(cjs, 'react-dom-server.edge.production.js')) as Renderer;
    const node = require(path.join(cjs, 'react-dom-server.node.production.js')) as Renderer;
    const long = 'Größe äöü € — '.repeat(900);
    const el = createElement(
      'main',
      { className: 'x', 'data-n': 3 },
      createElement('h1', null, 'Gebrauchte Laptops – ab 199,00 €'),
      createElement('p', { title: long }, long),
      ...Array.from({ length: 200 }, (_, i) => createElement('a', { key: i, href: `/products/${i}` }, `Karte ${i} ✓`)),
    );
    const fromNode = await html(node, el);
    expect(fromNode).toBe(await html(edge, el));
    expect(fromNode).toContain('Gebrauchte Laptops – ab 199,00 €');
    expect(fromNode.length).toBeGreaterThan(2 * long.length);
  });
});

describe('the string renderer behind renderToReadableStream', () => {
  // the builds that match the React these tests run with (function components and hooks need that)
  const cjs = path.join(path.dirname(edgeRendererPath), 'cjs');
  const edge = require(path.join(cjs, 'react-dom-server.edge.development.js')) as Renderer;
  const node = require(path.join(cjs, 'react-dom-server.node.development.js')) as Renderer;
  const legacy = require(path.join(cjs, 'react-dom-server-legacy.node.development.js')) as Renderer;
  const build: Renderer = { ...node, renderToString: legacy.renderToString };

  /** A build that counts which of its renderers ran. */
  function counted() {
    const calls = { string: 0, stream: 0 };
    const renderer = stringRenderer({
      renderToString: (el) => {
        calls.string++;
        return build.renderToString(el);
      },
      renderToReadableStream: (el, options) => {
        calls.stream++;
        return build.renderToReadableStream(el, options);
      },
    }) as Renderer;
    return { calls, renderer };
  }

  function Labelled({ text }: { text: string }) {
    const id = useId();
    return createElement('label', { htmlFor: id }, text, createElement('input', { id }));
  }

  function Photo({ src }: { src: string }) {
    preload(src, { as: 'image' });
    return createElement('img', { src, alt: '' });
  }

  /** A component whose code arrives a moment later, as a lazily loaded one does. */
  const late = () =>
    lazy(
      () =>
        new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) =>
          setTimeout(() => resolve({ default: () => createElement('p', null, 'geladen') }), 5),
        ),
    );

  it('gives the document of the edge build from one string, in ASCII: ids, preloads and multi-byte text included', async () => {
    const { calls, renderer } = counted();
    const el = createElement(
      'main',
      null,
      createElement(Photo, { src: '/images/products/thinkpad.svg' }),
      createElement(Labelled, { text: 'Größe – ab 199,00 €' }),
      createElement(Labelled, { text: 'Zustand ✓' }),
      ...Array.from({ length: 300 }, (_, i) => createElement('a', { key: i, href: `/products/${i}` }, `Karte ${i} ″`)),
    );
    const fromString = await html(renderer, el);
    const fromEdge = await html(edge, el);
    expect(fromString).toMatch(ASCII_ONLY);
    expect(parsed(fromString)).toBe(parsed(fromEdge));
    expect(fromString).toContain('rel="preload"');
    expect(fromString).toContain('Gr&#246;&#223;e &#8211; ab 199,00 &#8364;');
    expect(new JSDOM(fromString).window.document.querySelector('label')?.textContent).toBe('Größe – ab 199,00 €');
    expect(calls).toEqual({ string: 1, stream: 0 });
  });

  it('renders with the stream when a Suspense boundary waits for data, and gives the waited-for HTML', async () => {
    const { calls, renderer } = counted();
    const el = createElement('div', null, createElement(Suspense, { fallback: createElement('span', null, 'lädt') }, createElement(late())));
    const out = await html(renderer, el);
    expect(out).toContain('<p>geladen</p>');
    expect(out).not.toContain('lädt');
    expect(calls).toEqual({ string: 1, stream: 1 });
  });

  it('renders with the stream when the page itself suspends', async () => {
    const { calls, renderer } = counted();
    const out = await html(renderer, createElement('div', null, createElement(late())));
    expect(out).toBe('<div><p>geladen</p></div>');
    expect(calls).toEqual({ string: 1, stream: 1 });
  });

  it('rejects as the stream renderer does when a component throws', async () => {
    const { renderer } = counted();
    function Broken(): never {
      throw new Error('kaputt');
    }
    await expect(renderer.renderToReadableStream(createElement('div', null, createElement(Broken)))).rejects.toThrow('kaputt');
  });

  it('hands options to the stream renderer untouched', async () => {
    const { calls, renderer } = counted();
    const out = await html({ ...renderer, renderToReadableStream: (el) => renderer.renderToReadableStream(el, { identifierPrefix: 'x-' }) }, createElement(Labelled, { text: 'a' }));
    expect(out).toContain('id="_x-R_');
    expect(calls).toEqual({ string: 0, stream: 1 });
  });
});

describe('htmlBytes', () => {
  const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

  it('gives ASCII as it is', () => {
    const page = '<!DOCTYPE html><html><body><p class="a">Laptops ab 199,00 EUR</p></body></html>';
    expect(decode(htmlBytes(page))).toBe(page);
  });

  it('writes characters beyond ASCII in text and attributes as references the browser reads back', () => {
    const page = '<p title="Größe – 14″">ab 199,00 € · „geprüft“ 😀</p><a href="/s?q=%C3%BC" aria-label="Zustand ✓">ü</a>';
    const out = decode(htmlBytes(page));
    expect(out).toBe(
      '<p title="Gr&#246;&#223;e &#8211; 14&#8243;">ab 199,00 &#8364; &#183; &#8222;gepr&#252;ft&#8220; &#128512;</p><a href="/s?q=%C3%BC" aria-label="Zustand &#10003;">&#252;</a>',
    );
    const doc = new JSDOM(out).window.document;
    expect(doc.querySelector('p')?.textContent).toBe('ab 199,00 € · „geprüft“ 😀');
    expect(doc.querySelector('p')?.getAttribute('title')).toBe('Größe – 14″');
    expect(doc.querySelector('a')?.getAttribute('aria-label')).toBe('Zustand ✓');
    expect(parsed(out)).toBe(parsed(page));
  });

  it('writes JSON scripts with JSON escapes, so the data parses to the same values', () => {
    const data = { props: { pageProps: { title: 'Größe – 199,00 € 😀', list: ['ä', '″'] } } };
    const ld = { '@type': 'Product', name: 'Monitor 27″ – geprüft' };
    const page =
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>` +
      `<script type="application/ld+json" data-next-head="">${JSON.stringify(ld)}</script><p>€</p>`;
    const out = decode(htmlBytes(page));
    expect(out).toMatch(ASCII_ONLY);
    expect(out).toContain('"title":"Gr\\u00f6\\u00dfe \\u2013 199,00 \\u20ac \\ud83d\\ude00"');
    const doc = new JSDOM(out).window.document;
    expect(JSON.parse(doc.getElementById('__NEXT_DATA__')!.textContent!)).toEqual(data);
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual(ld);
    expect(doc.querySelector('p')?.textContent).toBe('€');
  });

  it('leaves other scripts and styles as they are, in UTF-8', () => {
    const script = '<script>window.t="Größe – €";</script>';
    const style = '<style>.a::after{content:"–"}</style>';
    const page = `<div>€</div>${script}<p>ä</p>${style}<svg><style>text{font:1px}</style></svg><i>–</i>`;
    expect(decode(htmlBytes(page))).toBe(`<div>&#8364;</div>${script}<p>&#228;</p>${style}<svg><style>text{font:1px}</style></svg><i>&#8211;</i>`);
  });

  it('does not take an element whose name starts like script or style for one', () => {
    const page = '<scripted-card>ä</scripted-card><styles>€</styles>';
    expect(decode(htmlBytes(page))).toBe('<scripted-card>&#228;</scripted-card><styles>&#8364;</styles>');
  });

  it('writes a lone surrogate as the replacement character a browser makes of it', () => {
    const page = '<p>a\ud800b</p>';
    expect(new JSDOM(decode(htmlBytes(page))).window.document.querySelector('p')?.textContent).toBe('a\ufffdb');
  });

  it('writes pages larger than its buffer whole, one after another', () => {
    const big = `<main>${'<p title="Größe – €">Karte ✓ ü</p>'.repeat(6000)}</main>`;
    const small = '<p>klein – ä</p>';
    // more than the 256 KiB it starts with
    expect(htmlBytes(big).byteLength).toBeGreaterThan(2 ** 18);
    for (const page of [big, small, big]) {
      const out = decode(htmlBytes(page));
      expect(out).toMatch(ASCII_ONLY);
      expect(parsed(out)).toBe(parsed(page));
    }
    expect(decode(htmlBytes(small))).toBe('<p>klein &#8211; &#228;</p>');
  });
});
