// Server-side modules import this first: pulled into a browser bundle by mistake, it fails loudly
// instead of shipping database or secret-handling code to the client.
if (typeof window !== 'undefined') {
  throw new Error('A lib/server module was imported into browser code.');
}
export {};
