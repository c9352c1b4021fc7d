// @ts-check
// The embedded database in its own thread: PGlite (PostgreSQL compiled to WebAssembly) answers the
// PostgreSQL wire protocol on a private unix socket, and the app talks to it with the same `pg`
// driver it uses for a PostgreSQL server. Queries then run beside the app's rendering instead of
// stalling Node's main thread. Started by lib/server/db/index.ts; not bundled by Next.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string; socketPath: string }} */
const { dataDir, socketPath } = workerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');

try {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // the app holds one connection (a pool of one), so transactions never interleave; a few more
  // slots let a replacement connect before the server has noticed the old one closing
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  port.on('message', async (/** @type {unknown} */ message) => {
    if (message !== 'close') return;
    try {
      await server.stop();
      await db.close();
      port.postMessage({ closed: true });
    } catch (err) {
      port.postMessage({ closed: true, error: err instanceof Error ? err.message : String(err) });
    }
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
