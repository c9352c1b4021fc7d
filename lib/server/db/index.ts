import '@/lib/server/only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema';
import { env } from '../env';
import { logger } from '../logger';
import { acquireLock } from './lock';

/** The app's database handle: the same query builder on PGlite and PostgreSQL. */
export type Db = PgliteDatabase<typeof schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

type Handle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const globalForDb = globalThis as unknown as { __zwDb?: Promise<Handle> };

function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

async function openPglite(dataDir: string): Promise<Handle> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(`${dir}.lock`);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzle({ client, schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: env().PG_POOL_MAX });
  pool.on('error', (err) => logger.error({ err: err.message }, 'idle PostgreSQL client failed'));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function open(): Promise<Handle> {
  const e = env();
  if (e.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during next build.');
  }
  const handle = e.DATABASE_URL ? await openPostgres(e.DATABASE_URL) : await openPglite(e.DATA_DIR);
  logger.info({ kind: handle.kind }, 'database ready, migrations applied');
  if (e.SEED_DEMO === '1') {
    const { seedDemoIfEmpty } = await import('../seed/demo');
    await seedDemoIfEmpty(handle.db);
  }
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

export { schema };
