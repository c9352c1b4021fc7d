// @ts-check
/**
 * The Node.js flags the production server runs with (`npm start`, `npm run demo`, the browser tests'
 * server and the benchmarks; a unit test keeps package.json's scripts in step).
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MB per half instead of 16. An
 * uncached page allocates a few MB that die with the request; with the default size, scavenges
 * ran so often that they copied much of what the requests in flight still held. Measured with
 * `npm run bench:profile` (uncached listings on PGlite): garbage collection 13.3 → 5.6 % of the
 * main thread's busy time, 3.2 → 3.0 ms of main thread per request; the server's memory under that
 * load grew by about 30 MB (986 → 1,004–1,025 MB resident). V8 reads the flag only at startup, so it
 * must be on the command line (v8.setFlagsFromString later does not change the heap).
 */
export const NODE_FLAGS = Object.freeze(['--max-semi-space-size=64']);
