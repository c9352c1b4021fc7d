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

/** Grown when a page needs more; the bytes of one page are written here and copied out at once. */
let scratch = Buffer.allocUnsafeSlow(1 << 18);

/**
 * @param {number} used bytes of the scratch buffer in use
 * @param {number} more bytes about to be written
 */
function room(used, more) {
  if (used + more <= scratch.length) return;
  const grown = Buffer.allocUnsafeSlow(Math.max(scratch.length * 2, used + more));
  scratch.copy(grown, 0, 0, used);
  scratch = grown;
}

/**
 * @param {number} at
 * @param {string} ascii
 */
function put(at, ascii) {
  room(at, ascii.length);
  return at + scratch.write(ascii, at, 'latin1');
}

const NOT_ASCII = /[^\x00-\x7f]/;
const NOT_ASCII_ALL = /[^\x00-\x7f]/g;
/** Where the ASCII run ends: a character beyond ASCII, or raw text (a script or style element) begins. */
const STOP = /[^\x00-\x7f]|<(?:script|style)(?=[\s/>])/g;
const JSON_SCRIPT = /^<script\b[^>]*\stype="application\/(?:ld\+)?json"/;

/** How many characters' references are kept: a page's texts use a few dozen; what a query brings is written anew. */
const CACHED_CHARACTERS = 1024;
/** @type {Map<number, string>} */
const references = new Map();

/** @param {number} codePoint */
function reference(codePoint) {
  let text = references.get(codePoint);
  if (text === undefined) {
    text = `&#${codePoint};`;
    if (references.size < CACHED_CHARACTERS) references.set(codePoint, text);
  }
  return text;
}

/** @type {Map<string, string>} */
const jsonEscapes = new Map();

/** @param {string} c one UTF-16 unit */
function jsonEscape(c) {
  let text = jsonEscapes.get(c);
  if (text === undefined) {
    text = `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    if (jsonEscapes.size < CACHED_CHARACTERS) jsonEscapes.set(c, text);
  }
  return text;
}

/**
 * The UTF-8 bytes of a rendered page, every character beyond ASCII written as a reference: in text and
 * attribute values as a numeric character reference (`€` as `&#8364;`), in JSON scripts
 * (`__NEXT_DATA__`, structured data) as a JSON escape (`\u20ac`). A browser reads the same text and
 * values; other scripts and styles are left as they are.
 *
 * Next reads the bytes back into a string (its streamToString) and joins the body into the document.
 * A German page holds a few characters beyond Latin-1 (€, –, ″, „), and one of them makes V8 keep
 * every string of the page two bytes per character: the decoding took 0.9 ms for a listing page
 * against 10 µs for the same page in ASCII, and the joined document (84,000 characters, 167 KB) went
 * to V8's large-object space, which maps fresh memory for each such string and unmaps it after the
 * collection: four system calls and some fifty page faults per request, costly on a virtual machine.
 * In ASCII the document is 86 KB and an ordinary young object. The page grows by 2.6 % (0.7 % with gzip).
 * @param {string} html
 * @returns {Buffer}
 */
export function htmlBytes(html) {
  if (!NOT_ASCII.test(html)) return Buffer.from(html, 'latin1');
  let used = 0;
  let at = 0;
  STOP.lastIndex = 0;
  for (let m = STOP.exec(html); m; m = STOP.exec(html)) {
    const i = m.index;
    if (i > at) used = put(used, html.slice(at, i));
    if (m[0].length === 1) {
      let codePoint = html.charCodeAt(i);
      at = i + 1;
      if (codePoint >= 0xd800 && codePoint <= 0xdbff) {
        const low = html.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          codePoint = (codePoint - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          at = i + 2;
        }
      }
      used = put(used, reference(codePoint));
    } else {
      const script = m[0] === '<script';
      const close = html.indexOf(script ? '</script>' : '</style>', i);
      at = close < 0 ? html.length : close;
      const raw = html.slice(i, at);
      if (!NOT_ASCII.test(raw)) used = put(used, raw);
      else if (script && JSON_SCRIPT.test(raw)) used = put(used, raw.replace(NOT_ASCII_ALL, jsonEscape));
      else {
        room(used, raw.length * 3);
        used += scratch.write(raw, used, 'utf8');
      }
    }
    STOP.lastIndex = at;
  }
  if (at < html.length) used = put(used, html.slice(at));
  const bytes = Buffer.allocUnsafe(used);
  scratch.copy(bytes, 0, 0, used);
  return bytes;
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
      return renderedPage(htmlBytes(html));
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
