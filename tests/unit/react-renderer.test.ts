// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { Suspense, createElement, lazy, useId } from 'react';
import { preload } from 'react-dom';
import { streamToString } from 'next/dist/server/stream-utils/node-web-streams-helper';
import { describe, expect, it } from 'vitest';
import { edgeRendererPath, preferReactNodeRenderer, stringRenderer, utf8 } from '@/server/react-renderer.mjs';

const require = createRequire(import.meta.url);

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

  it('gives the HTML of the edge build from one string: ids, preloads and multi-byte text included', async () => {
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
    expect(fromString).toBe(await html(edge, el));
    expect(fromString).toContain('rel="preload"');
    expect(fromString).toContain('Größe – ab 199,00 €');
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

describe('utf8', () => {
  it.each([
    ['', 0],
    ['plain ASCII', 11],
    ['Größe – 199,00 € ✓', 26],
    ['astral 😀 and a lone surrogate \ud800', 36],
  ])('writes %j as TextEncoder does, %i bytes', (text, bytes) => {
    const out = utf8(text);
    expect(out.byteLength).toBe(bytes);
    expect(Array.from(out)).toEqual(Array.from(new TextEncoder().encode(text)));
  });

  it('writes a page-sized text whole', () => {
    const text = '<p>Gebrauchte Laptops – ab 199,00 €</p>'.repeat(3000);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(utf8(text))).toBe(text);
  });
});
