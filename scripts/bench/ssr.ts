// Server-rendering throughput (autocannon, 32 connections, 10 s each), always beside a reference
// measured in the same run:
//  1. caches off (PAGE_CACHE_MS=0 CATALOG_CACHE_MS=0): the six listing URLs as one mix, on PGlite and
//     (when reachable) on a throw-away PostgreSQL database, beside the bare Next.js grid page
//     (scripts/bench/bare-app: 24 items rendered per request, no app shell, no database); then the
//     same mix with the page cache on and every request a miss (a query parameter of its own);
//  2. production defaults: home, category and product beside the prerendered 404 page.
// BENCH_PHASE=1|2 runs one phase; BENCH_ENGINES=pglite,postgres picks the engines of phase 1.
import os from 'node:os';
import autocannon from 'autocannon';
import { LISTING_PATHS, commandCpuMs, pgTestDb, ensureBareBuild, ensureBuild, productHandle, startBareServer, startServer, type BenchServer } from './server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;

type Row = { name: string; path: string; rps: number; p99: number; non2xx: number; errors: number };

async function measure(url: string, name: string, path: string, expectStatus: number): Promise<Row> {
  // warm-up: fill caches and JIT before the measured run
  await autocannon({ url: url + path, connections: 8, duration: 2 });
  const r = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, expectBody: undefined });
  const bad = expectStatus === 200 ? r.non2xx : r['2xx'];
  return { name, path, rps: r.requests.average, p99: r.latency.p99, non2xx: bad, errors: r.errors + r.timeouts };
}

async function discoverCatalogPaths(url: string): Promise<{ name: string; path: string }[]> {
  const out: { name: string; path: string }[] = [];
  const category = await fetch(`${url}/gebrauchte-laptops`);
  if (category.ok) out.push({ name: 'category page', path: '/gebrauchte-laptops' });
  const handle = await productHandle(url);
  if (handle) out.push({ name: 'product page', path: `/products/${handle}` });
  return out;
}

type MixRow = { name: string; rps: number; p50: number; p99: number; bad: number; load: string; cpu?: number; pgCpu?: number; genCpu: number };

function loadavg(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/**
 * One autocannon run cycling through `paths` on every connection (after a short warm-up). With
 * `miss`, every request gets a query parameter of its own (which the listing ignores), so a page
 * cache never has it: each one is a miss.
 */
async function measureMix(server: BenchServer, name: string, paths: string[], { miss = false, database = true } = {}): Promise<MixRow> {
  const url = server.url;
  let n = 0;
  const requests: autocannon.Request[] = paths.map((path) => ({
    method: 'GET',
    path,
    ...(miss ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: `${path}${path.includes('?') ? '&' : '?'}miss=${++n}` }) } : {}),
  }));
  await autocannon({ url, requests, connections: 8, duration: 2 });
  const load = loadavg();
  const cpuBefore = server.cpuMs();
  const pgBefore = commandCpuMs('postgres');
  const genBefore = process.cpuUsage();
  const r = await autocannon({ url, requests, connections: CONNECTIONS, duration: DURATION });
  const gen = process.cpuUsage(genBefore);
  const cpuAfter = server.cpuMs();
  const pgAfter = commandCpuMs('postgres');
  // CPU per request of the server's processes: unlike req/s, hardly moved by what else runs
  const perRequest = (before: number | undefined, after: number | undefined) =>
    before !== undefined && after !== undefined && r.requests.total > 0 ? (after - before) / r.requests.total : undefined;
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    load,
    cpu: perRequest(cpuBefore, cpuAfter),
    pgCpu: database ? perRequest(pgBefore, pgAfter) : undefined,
    // the load generator (autocannon runs in this process) reads every response too
    genCpu: (gen.user + gen.system) / 1000 / Math.max(1, r.requests.total),
  };
}

async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

type Engine = 'pglite' | 'postgres';

/** Phase 1: caches off, the six listing URLs beside the bare grid page, one engine. */
async function runUncached(engine: Engine, port: number): Promise<MixRow[] | undefined> {
  let dbName: string | undefined;
  const env: Record<string, string> = { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0' };
  if (engine === 'postgres') {
    dbName = `zw_test_bench_ssr_${process.pid}`;
    try {
      env.DATABASE_URL = pgTestDb('create', dbName);
    } catch {
      console.log('\nPostgreSQL not reachable (PG_ADMIN_URL or 127.0.0.1:5432): uncached phase on PostgreSQL skipped');
      return undefined;
    }
  } else {
    env.DATABASE_URL = '';
  }
  const bare = await startBareServer(port + 10);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(port, env);
  } catch (err) {
    await bare.stop();
    if (dbName) pgTestDb('drop', dbName);
    throw err;
  }
  try {
    for (const p of LISTING_PATHS) {
      const status = await statusOf(server.url + p);
      if (status !== 200) console.log(`warning: ${p} answered ${status}`);
    }
    const rows: MixRow[] = [];
    rows.push(await measureMix(bare, 'bare Next.js grid (24 items)', ['/', '/?page=2'], { database: false }));
    rows.push(await measureMix(server, `six listing URLs, ${engine}`, LISTING_PATHS));
    // the page cache on (10 s), every request a miss: the way a miss takes through the front to Next
    await server.stop();
    server = await startServer(port, { ...env, PAGE_CACHE_MS: '10000' });
    const probe = await fetch(`${server.url}${LISTING_PATHS[1]}&miss=0`);
    if (probe.status !== 200 || probe.headers.get('x-page-cache') !== 'MISS') console.log(`warning: a miss answered ${probe.status}, x-page-cache ${probe.headers.get('x-page-cache')}`);
    rows.push(await measureMix(server, `  page cache on, every one a miss`, LISTING_PATHS, { miss: true }));
    const base = rows[0]!.rps;
    console.log(`\ncaches off (PAGE_CACHE_MS=0 CATALOG_CACHE_MS=0; the last row PAGE_CACHE_MS=10000), ${engine}, ${CONNECTIONS} connections\n`);
    const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(2));
    const withPg = engine === 'postgres';
    console.log(
      'what'.padEnd(34) +
        'req/s'.padStart(8) +
        'p50 ms'.padStart(9) +
        'p99 ms'.padStart(9) +
        'vs bare'.padStart(9) +
        'CPU ms/req'.padStart(12) +
        (withPg ? 'PG ms/req'.padStart(11) : '') +
        'gen ms/req'.padStart(12) +
        'bad'.padStart(6) +
        '  load avg (1/5/15 min)',
    );
    for (const r of rows) {
      console.log(
        r.name.padEnd(34) +
          r.rps.toFixed(0).padStart(8) +
          r.p50.toFixed(0).padStart(9) +
          r.p99.toFixed(0).padStart(9) +
          (r.rps / base).toFixed(2).padStart(9) +
          ms(r.cpu).padStart(12) +
          (withPg ? ms(r.pgCpu).padStart(11) : '') +
          ms(r.genCpu).padStart(12) +
          String(r.bad).padStart(6) +
          '  ' +
          r.load,
      );
    }
    console.log(
      "(CPU ms/req: the server's processes" +
        (withPg ? "; PG ms/req: PostgreSQL's processes on this machine (every database's)" : '') +
        '; gen ms/req: the load generator, which shares the two cores)',
    );
    return rows;
  } finally {
    await server.stop();
    await bare.stop();
    if (dbName) pgTestDb('drop', dbName);
  }
}

/** Phase 2: production defaults (page micro-cache 10 s, catalog data cache 15 s). */
async function runCached(port: number): Promise<void> {
  const server = await startServer(port, {});
  try {
    const rows: Row[] = [];
    rows.push(await measure(server.url, 'static 404 (prerendered)', '/bench-static-404', 404));
    rows.push(await measure(server.url, 'home de', '/', 200));
    rows.push(await measure(server.url, 'home en', '/en', 200));
    for (const p of await discoverCatalogPaths(server.url)) rows.push(await measure(server.url, p.name, p.path, 200));
    const base = rows[0]!.rps;
    console.log(`\nproduction defaults (page micro-cache 10 s, catalog data cache 15 s), load avg ${loadavg()}\n`);
    console.log('page'.padEnd(28) + 'path'.padEnd(38) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'vs static'.padStart(11) + 'bad'.padStart(7));
    for (const r of rows) {
      console.log(
        r.name.padEnd(28) + r.path.padEnd(38) + r.rps.toFixed(0).padStart(9) + r.p99.toFixed(0).padStart(9) + (r.rps / base).toFixed(2).padStart(11) + String(r.non2xx + r.errors).padStart(7),
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  ensureBuild();
  ensureBareBuild();
  const port = Number(process.env.BENCH_PORT ?? 3400);
  console.log(`SSR benchmark: ${CONNECTIONS} connections, ${DURATION} s per measure, node ${process.version}, ${os.cpus().length} cores, load avg ${loadavg()}`);
  const only = process.env.BENCH_PHASE;
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  if (!only || only === '1') for (const e of engines) await runUncached(e, port);
  if (!only || only === '2') await runCached(port + 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
