// @ts-check
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Where `require('react-dom/server.edge')` resolves: the same file for Next and for this server. */
export const edgeRendererPath = require.resolve('react-dom/server.edge');

/**
 * Next renders pages with React's Web Streams build (`react-dom/server.edge`; its own source notes
 * "Use Node.js build unless we're in an Edge runtime"). That build encodes every string it writes
 * (each tag, attribute and text) into a new Uint8Array: 8 % of the server's time on a listing page,
 * plus the garbage. React's Node build has the same `renderToReadableStream` and encodes into one
 * reused buffer (TextEncoder.encodeInto); the HTML is the same. Registered in Node's module cache
 * under the edge build's path before Next loads, it is what Next's renderer gets.
 *
 * @returns {boolean} false when the edge build was loaded already (then nothing changes)
 */
export function preferReactNodeRenderer() {
  if (require.cache[edgeRendererPath]) return false;
  const mod = new Module(edgeRendererPath);
  mod.filename = edgeRendererPath;
  mod.exports = require('react-dom/server.node');
  mod.loaded = true;
  require.cache[edgeRendererPath] = mod;
  return true;
}
