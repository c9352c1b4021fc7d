import '@/lib/server/only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import * as schema from './schema';
import { env } from '../env';
import { logger } from '../logger';
import { acquireLock } from './lock';

/** The app's database handle: the same driver and query builder on PGlite and PostgreSQL. */
export type Db = NodePgDatabase<typeof schema> & { $client: Pool };
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * How code reaches the database: a function a domain exports opens the handle itself with
 * getDb(); one that takes part in its caller's transaction (writes that must commit or roll back
 * with the caller's, reads under the caller's locks) takes that transaction as its first parameter,
 * `tx: DbOrTx`, and never opens a handle of its own. Helpers inside a module take the handle of the
 * function that calls them.
 */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const globalForDb = globalThis as unknown as { __zwDb?: Promise<Handle> };

/** Port number in the embedded database's socket name (nothing listens on a TCP port). */
const PGLITE_PORT = 5432;

function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

/** Starts the embedded database in its worker thread; resolves once it accepts connections. */
function startPgliteWorker(dataDir: string, socketPath: string): Promise<Worker> {
  const worker = new Worker(path.join(process.cwd(), 'lib', 'server', 'db', 'pglite-worker.mjs'), { workerData: { dataDir, socketPath } });
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      void worker.terminate();
      reject(err);
    };
    worker.once('error', fail);
    worker.once('exit', (code) => reject(new Error(`the embedded database stopped during start (exit code ${code})`)));
    worker.once('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready) {
        worker.removeAllListeners('exit');
        worker.removeAllListeners('error');
        worker.on('error', (err) => logger.error({ err: err.message }, 'embedded database thread failed'));
        resolve(worker);
      } else fail(new Error(message.error ?? 'the embedded database did not start'));
    });
  });
}

/** Asks the worker to close the database cleanly, then ends the thread. */
async function stopPgliteWorker(worker: Worker): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    worker.once('message', () => resolve());
    worker.once('exit', () => resolve());
  });
  worker.postMessage('close');
  await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000).unref())]);
  await worker.terminate();
}

/**
 * PGlite runs in a worker thread and speaks the PostgreSQL protocol on a unix socket in a private
 * directory; the app reaches it through the same `pg` driver and Drizzle dialect as PostgreSQL.
 * PGlite is one session: the worker runs one connection's batch at a time and lets a connection in
 * a transaction block finish it before any other runs (see pglite-worker.mjs), so several pooled
 * connections only queue work there while the main thread renders.
 */
async function openPglite(dataDir: string): Promise<Handle> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(`${dir}.lock`);
  // pg finds the socket as <host>/.s.PGSQL.<port>; the directory is readable by this user only
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-pglite-'));
  fs.chmodSync(socketDir, 0o700);
  const cleanup = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  let worker: Worker | undefined;
  try {
    worker = await startPgliteWorker(dir, path.join(socketDir, `.s.PGSQL.${PGLITE_PORT}`));
    const pool = new Pool({ host: socketDir, port: PGLITE_PORT, user: 'postgres', database: 'postgres', max: env().PG_POOL_MAX });
    pool.on('error', (err) => logger.error({ err: err.message }, 'embedded database connection failed'));
    const db = drizzle({ client: pool, schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const running = worker;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await pool.end();
        await stopPgliteWorker(running);
        cleanup();
      },
    };
  } catch (err) {
    if (worker) await stopPgliteWorker(worker);
    cleanup();
    throw err;
  }
}

/**
 * Key of the PostgreSQL advisory lock an instance holds while it migrates, and while it seeds.
 * Instances that start together on one database (a deploy, several processes) would otherwise run
 * the same migrations at once, and all but one fail (`CREATE EXTENSION`, `CREATE TABLE` collide).
 * Under the lock they take turns; the later ones find the migrations applied and the data present.
 */
const START_LOCK_KEY = 2_051_120_001;

/** Runs `work` while this process holds the start lock, on a connection of its own (not the pool's). */
async function withStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    // the lock belongs to this session: ending it lets the next instance in
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs start-up work that several instances must not do at once (the demo seed, a seeding script)
 * under the lock the migrations take, once the database is open and migrated (the migration takes
 * the lock itself, so it must not wait behind `work`; for the same reason calls do not nest). On
 * PGlite one process owns the data directory: it just runs.
 */
export async function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  await getDb();
  const url = env().DATABASE_URL;
  return url ? withStartLock(url, work) : work();
}

async function openPostgres(url: string): Promise<Handle> {
  const pool = new Pool({ connectionString: url, max: env().PG_POOL_MAX });
  pool.on('error', (err) => logger.error({ err: err.message }, 'idle PostgreSQL client failed'));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  try {
    await withStartLock(url, () => migrate(db, { migrationsFolder: migrationsFolder() }));
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  logger.info({ kind: 'postgres' }, 'database ready, migrations applied');
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function open(): Promise<Handle> {
  const e = env();
  if (e.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during next build.');
  }
  if (e.DATABASE_URL) return openPostgres(e.DATABASE_URL);
  // one process per data directory (its lock file): nothing to take turns with
  const handle = await openPglite(e.DATA_DIR);
  logger.info({ kind: handle.kind }, 'database ready, migrations applied');
  return handle;
}

/** Opens the database once per process (migrating on first use) and returns it. */
export async function getDb(): Promise<Db> {
  if (!globalForDb.__zwDb) {
    globalForDb.__zwDb = open().catch((err: unknown) => {
      globalForDb.__zwDb = undefined;
      throw err;
    });
  }
  return (await globalForDb.__zwDb).db;
}

/** Which engine is in use. */
export async function dbKind(): Promise<Handle['kind']> {
  await getDb();
  return (await globalForDb.__zwDb!).kind;
}

/** Round trip to the database; throws when it is unreachable. */
export async function pingDb(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}

/** Closes the database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.__zwDb;
  globalForDb.__zwDb = undefined;
  if (pending) await (await pending).close();
}

