// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { edgeRendererPath, preferReactNodeRenderer } from '@/server/react-renderer.mjs';

const require = createRequire(import.meta.url);

type Renderer = { renderToReadableStream(el: unknown): Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>; renderToPipeableStream?: unknown };

async function html(renderer: Renderer, el: unknown): Promise<string> {
  const stream = await renderer.renderToReadableStream(el);
  await stream.allReady;
  return new Response(stream).text();
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
