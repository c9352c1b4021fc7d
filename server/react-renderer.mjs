// @ts-check
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Where `require('react-dom/server.edge')` resolves: the same file for Next and for this server. */
export const edgeRendererPath = require.resolve('react-dom/server.edge');

/**
 * What Next's pages renderer reads of a rendered page: `allReady`, and the chunks by `for await`
 * (React's own renderer gives a ReadableStream, the string renderer below a plain iterator).
 * @typedef {AsyncIterable<Uint8Array> & { allReady: Promise<void> }} RenderStream
 * @typedef {{
 *   renderToString(element: unknown): string;
 *   renderToReadableStream(element: unknown, options?: object): Promise<RenderStream>;
 * }} ReactServerBuild
 */

/**
 * The UTF-8 bytes of `text` in one pass. `Buffer.from` walks the text twice, once to count the bytes
 * and once to write them, and for two-byte text (a page with €, –, ″) the count costs as much as the
 * write; here a buffer of the largest size it can need (three bytes per UTF-16 unit) is written once
 * and cut to length.
 * @param {string} text
 * @returns {Uint8Array}
 */
export function utf8(text) {
  const buffer = Buffer.allocUnsafeSlow(text.length * 3);
  const length = buffer.write(text, 0, 'utf8');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, length);
}

/**
 * A rendered page as Next's pages renderer reads it: it waits for `allReady` and reads the chunks
 * with `for await` (streamToString). A Web ReadableStream for the one chunk cost its construction
 * (1.7 % of the server's time on an uncached listing) and a reader's promises on every read.
 * The iterator is written out: as an async generator (`async *`) it made the server run eight
 * times as many full garbage collections under load (32 against 4 in 10,000 uncached listings),
 * a third of a millisecond per request on the collector's threads.
 * @param {Uint8Array} bytes
 * @returns {RenderStream}
 */
function renderedPage(bytes) {
  return {
    allReady: Promise.resolve(),
    [Symbol.asyncIterator]() {
      let done = false;
      return {
        next() {
          if (done) return Promise.resolve({ done: true, value: undefined });
          done = true;
          return Promise.resolve({ done: false, value: bytes });
        },
      };
    },
  };
}

/** React marks a Suspense boundary it left for the browser to render with this comment. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * React's Node build with a `renderToReadableStream` that renders the whole page to one string.
 *
 * Next renders a pages-router page completely before it sends anything (`allReady`, then the stream
 * read back into a string for the document), so the stream buys nothing there, and writing it costs:
 * every tag, attribute and text is encoded into bytes and decoded again. `renderToString` builds
 * the same HTML as a string (on a listing page's 1,200 elements, 2.3 ms against 3.6 ms for the
 * Node build's stream and 6 ms for the Web Streams build that Next loads by default).
 *
 * `renderToString` cannot wait for suspended data: it throws when the page itself suspends and
 * leaves a suspended Suspense boundary to the browser. In both cases, and whenever options are
 * given, the page is rendered again with the streaming renderer, so the HTML is always what the
 * stream would have given. The shop's pages do not suspend; the fallback keeps it correct if one does.
 *
 * @param {ReactServerBuild} build React's Node build (`react-dom/server.node`)
 * @returns {ReactServerBuild}
 */
export function stringRenderer(build) {
  return {
    ...build,
    async renderToReadableStream(element, options) {
      if (options && Object.keys(options).length > 0) return build.renderToReadableStream(element, options);
      let html;
      try {
        html = build.renderToString(element);
      } catch {
        // a page that suspends, or an error; the stream renderer waits, or reports the error as Next expects
        return build.renderToReadableStream(element);
      }
      if (html.includes(CLIENT_RENDERED_BOUNDARY)) return build.renderToReadableStream(element);
      return renderedPage(utf8(html));
    },
  };
}

/**
 * Next renders pages with React's Web Streams build (`react-dom/server.edge`; its own source notes
 * "Use Node.js build unless we're in an Edge runtime"). That build encodes every string it writes
 * (each tag, attribute and text) into a new Uint8Array: 8 % of the server's time on a listing page,
 * plus the garbage. Registered in Node's module cache under the edge build's path before Next
 * loads, React's Node build with the string renderer above is what Next's renderer gets.
 *
 * @returns {boolean} false when the edge build was loaded already (then nothing changes)
 */
export function preferReactNodeRenderer() {
  if (require.cache[edgeRendererPath]) return false;
  const mod = new Module(edgeRendererPath);
  mod.filename = edgeRendererPath;
  mod.exports = stringRenderer(require('react-dom/server.node'));
  mod.loaded = true;
  require.cache[edgeRendererPath] = mod;
  return true;
}
