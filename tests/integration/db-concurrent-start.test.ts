import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, withClient } from '../support/pg-databases';

// Several instances behind a load balancer share one PostgreSQL database (README). A deploy starts
// them together, and each migrates and seeds on its first request: they must not trip over each
// other. This runs on PostgreSQL in both suites (on the PGlite run against 127.0.0.1:5432), because
// the embedded database admits one process only.
const run = promisify(execFile);
const server = process.env.DATABASE_URL ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const created: string[] = [];

async function freshDatabase(): Promise<string> {
  const { name, url } = await createDatabase(server, 'zw_cs');
  created.push(name);
  return url;
}

type Outcome = { code: number; ok: boolean; products?: number; error?: string };

/** Starts one instance (tests/support/start-instance.ts) on the database and waits for it to finish. */
async function startInstance(databaseUrl: string): Promise<Outcome> {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: '1', LOG_LEVEL: 'silent' };
  // the database is what is under test; without Redis the seed's events stay in the process
  delete env.REDIS_URL;
  try {
    const { stdout } = await run(tsx, ['tests/support/start-instance.ts'], { env, timeout: 90_000 });
    return { code: 0, ...(JSON.parse(stdout.trim().split('\n').pop()!) as Omit<Outcome, 'code'>) };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    const last = e.stdout?.trim().split('\n').pop();
    const parsed = last?.startsWith('{') ? (JSON.parse(last) as Omit<Outcome, 'code'>) : { ok: false, error: e.stderr };
    return { code: typeof e.code === 'number' ? e.code : 1, ...parsed };
  }
}

afterAll(async () => {
  for (const name of created) await dropDatabase(server, name);
});

describe('instances starting together on one PostgreSQL database', () => {
  it('all start, the migrations run once and the demo data is seeded once', { timeout: 240_000 }, async () => {
    // the reference: one instance alone on its own fresh database
    const alone = await startInstance(await freshDatabase());
    expect(alone).toMatchObject({ code: 0, ok: true });
    expect(alone.products).toBeGreaterThan(0);

    const shared = await freshDatabase();
    const outcomes = await Promise.all([startInstance(shared), startInstance(shared), startInstance(shared)]);
    for (const outcome of outcomes) expect(outcome).toEqual({ code: 0, ok: true, products: alone.products });

    const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await withClient(shared, (c) => c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'));
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    const products = await withClient(shared, (c) => c.query<{ n: number; handles: number }>('select count(*)::int as n, count(distinct handle)::int as handles from products'));
    expect(products.rows[0]).toEqual({ n: alone.products, handles: alone.products });
  });
});
