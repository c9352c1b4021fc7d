// Server-rendering throughput: req/s and p99 of real pages next to the prerendered 404 page of the
// same build in the same run (autocannon, 32 connections, 10 s each).
import os from 'node:os';
import autocannon from 'autocannon';
import { ensureBuild, startServer } from './server';

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
  try {
    const res = await fetch(`${url}/api/products?category=laptops`);
    if (res.ok) {
      const body = (await res.json()) as { items?: { handle?: string }[] };
      const handle = body.items?.[0]?.handle;
      if (handle) out.push({ name: 'product page', path: `/products/${handle}` });
    }
  } catch {
    // no catalog API in this build
  }
  return out;
}

type Phase = { title: string; env: Record<string, string> };

const PHASES: Phase[] = [
  { title: 'every request rendered (PAGE_CACHE_MS=0, CATALOG_CACHE_MS=0)', env: { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0' } },
  { title: 'production defaults (page micro-cache 10 s, catalog data cache 15 s)', env: {} },
];

async function runPhase(phase: Phase, port: number): Promise<void> {
  const server = await startServer(port, phase.env);
  try {
    const rows: Row[] = [];
    rows.push(await measure(server.url, 'static 404 (prerendered)', '/bench-static-404', 404));
    rows.push(await measure(server.url, 'home de', '/', 200));
    rows.push(await measure(server.url, 'home en', '/en', 200));
    for (const p of await discoverCatalogPaths(server.url)) rows.push(await measure(server.url, p.name, p.path, 200));
    const base = rows[0]!.rps;
    console.log(`\n${phase.title}\n`);
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
  const port = Number(process.env.BENCH_PORT ?? 3400);
  console.log(`SSR benchmark: ${CONNECTIONS} connections, ${DURATION} s per page, node ${process.version}, ${os.cpus().length} cores`);
  const only = process.env.BENCH_PHASE;
  for (const [i, phase] of PHASES.entries()) if (!only || only === String(i + 1)) await runPhase(phase, port + i);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
