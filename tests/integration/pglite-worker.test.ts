import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The embedded database's worker thread (lib/server/db/pglite-worker.mjs) on its own: several
// pg connections share one PGlite session, so its scheduler must keep their statements and
// transactions apart.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-pglite-worker-'));
let worker: Worker;
let pool: pg.Pool;

/** A connection of its own, outside the pool. */
async function connected(): Promise<pg.Client> {
  const c = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
  await c.connect();
  return c;
}

beforeAll(async () => {
  worker = new Worker(path.join(process.cwd(), 'lib', 'server', 'db', 'pglite-worker.mjs'), {
    workerData: { dataDir: path.join(dir, 'data'), socketPath: path.join(dir, '.s.PGSQL.5432') },
  });
  await new Promise<void>((resolve, reject) =>
    worker.once('message', (m: { ready?: boolean; error?: string }) => (m.ready ? resolve() : reject(new Error(m.error)))),
  );
  pool = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max: 8 });
  await pool.query('create table items (id serial primary key, label text not null)');
}, 60_000);

afterAll(async () => {
  await pool?.end();
  if (worker) {
    const closed = new Promise((r) => worker.once('message', r));
    worker.postMessage('close');
    await closed;
    await worker.terminate();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database worker', () => {
  it('answers 400 concurrent parameterised queries from 8 connections, each with its own result', async () => {
    const inputs = Array.from({ length: 400 }, (_, i) => i);
    const results = await Promise.all(inputs.map((i) => pool.query<{ v: number; t: string }>('select $1::int * 3 as v, $2::text as t', [i, `row ${i}`])));
    expect(results.map((r) => r.rows[0])).toEqual(inputs.map((i) => ({ v: i * 3, t: `row ${i}` })));
  });

  it('runs nothing of another connection while one is inside a transaction', async () => {
    const a = await connected();
    const b = await connected();
    try {
      await a.query('begin');
      await a.query("insert into items (label) values ('in transaction')");
      const order: string[] = [];
      // b asks while a's transaction is open: its count must wait for a's commit
      const counted = b.query<{ n: number }>('select count(*)::int as n from items').then((r) => {
        order.push('b counted');
        return r.rows[0]!.n;
      });
      // several round trips of a: each is a chance for b's waiting query to slip in
      for (let i = 0; i < 20; i++) await a.query('select 1');
      await a.query("insert into items (label) values ('second')");
      order.push('a committing');
      await a.query('commit');
      expect(await counted).toBe(2);
      expect(order).toEqual(['a committing', 'b counted']);
    } finally {
      await a.end();
      await b.end();
      await pool.query('delete from items');
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the others again', async () => {
    const a = await connected();
    await a.query('begin');
    await a.query("insert into items (label) values ('never committed')");
    await a.end();
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from items');
    expect(rows[0]!.n).toBe(0);
    // the session is idle again: a new transaction on another connection works
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query("insert into items (label) values ('kept')");
      await c.query('commit');
    } finally {
      c.release();
    }
    expect((await pool.query('select label from items')).rows).toEqual([{ label: 'kept' }]);
    await pool.query('delete from items');
  });

  it('returns an SQL error to the connection that caused it only', async () => {
    const [bad, good] = await Promise.allSettled([pool.query('select * from no_such_table'), pool.query<{ ok: number }>('select 1 as ok')]);
    expect(bad.status).toBe('rejected');
    expect(bad.status === 'rejected' && (bad.reason as { code?: string }).code).toBe('42P01');
    expect(good.status === 'fulfilled' && good.value.rows).toEqual([{ ok: 1 }]);
    // a failed statement inside a transaction leaves it aborted until rollback, for that connection only
    const c = await pool.connect();
    try {
      await c.query('begin');
      await expect(c.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
      await expect(c.query('select 1')).rejects.toMatchObject({ code: '25P02' });
      await c.query('rollback');
      expect((await c.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    } finally {
      c.release();
    }
  });

  it('keeps the named prepared statements of each connection apart, as separate sessions would', async () => {
    const a = await connected();
    const b = await connected();
    try {
      // the same name with a different text on each connection: on one shared session the second
      // Parse would fail with 'prepared statement "same" already exists'
      const first = await a.query<{ v: string }>({ name: 'same', text: "select 'from a ' || $1::text as v", values: ['1'] });
      const second = await b.query<{ v: number }>({ name: 'same', text: 'select $1::int * 2 as v', values: [21] });
      expect(first.rows).toEqual([{ v: 'from a 1' }]);
      expect(second.rows).toEqual([{ v: 42 }]);
      // run again (Bind only, no Parse), interleaved
      const again = await Promise.all([
        a.query<{ v: string }>({ name: 'same', text: "select 'from a ' || $1::text as v", values: ['2'] }),
        b.query<{ v: number }>({ name: 'same', text: 'select $1::int * 2 as v', values: [5] }),
      ]);
      expect(again.map((r) => r.rows[0]!.v)).toEqual(['from a 2', 10]);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('deallocates the prepared statements of a connection that goes away', async () => {
    const named = async () =>
      (await pool.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like '%\\_kept%' or name like '%\\_gone%'")).rows[0]!.n;
    const before = await named();
    const a = await connected();
    await a.query({ name: 'zw_gone_1', text: 'select 1 as one' });
    await a.query({ name: 'zw_gone_2', text: 'select 2 as two' });
    const b = await connected();
    await b.query({ name: 'zw_kept', text: 'select 3 as three' });
    expect(await named()).toBe(before + 3);
    await a.end();
    // the worker cleans up after the connection closed; wait for it rather than for a fixed time
    await expect.poll(named, { timeout: 5000 }).toBe(before + 1);
    expect((await b.query<{ three: number }>({ name: 'zw_kept', text: 'select 3 as three' })).rows).toEqual([{ three: 3 }]);
    await b.end();
    await expect.poll(named, { timeout: 5000 }).toBe(before);
  });
});
