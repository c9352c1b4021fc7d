// Checkout benchmark: orders per second and latency percentiles for concurrent checkouts through
// the real API route, on PGlite and on a throw-away PostgreSQL database, with the oversell count.
//   npm run bench:checkout            both engines
//   npm run bench:checkout -- pglite  one engine
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Engine = 'pglite' | 'postgres';
type Scenario = { name: string; variants: number; stock: number; checkouts: number; concurrency: number };
type Result = Scenario & { engine: Engine; ms: number; created: number; conflicts: number; errors: number; ordersPerSec: number; p50: number; p99: number; oversold: number };

const SCENARIOS: Scenario[] = [
  { name: 'contended: 1 variant, stock 100', variants: 1, stock: 100, checkouts: 400, concurrency: 50 },
  { name: 'spread: 20 variants, ample stock', variants: 20, stock: 1000, checkouts: 1000, concurrency: 32 },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runEngine(engine: Engine): Promise<Result[]> {
  const { getDb, closeDb } = await import('@/lib/server/db');
  const schema = await import('@/lib/server/db/schema');
  const { createCart, addCartLine } = await import('@/lib/server/platform/cart');
  const { eq, inArray, sql } = await import('drizzle-orm');
  const checkoutRoute = await import('@/pages/api/checkout');
  const { testApiHandler } = await import('next-test-api-route-handler');
  const db = await getDb();

  // the route as `next start` runs it, over HTTP (next-test-api-route-handler); every checkout of a
  // run goes through this one server
  let post: (body: string, key: string) => Promise<number> = () => Promise.reject(new Error('not started'));
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const serving = new Promise<void>((ready) => {
    void testApiHandler({
      pagesHandler: { ...checkoutRoute } as never,
      url: '/api/checkout',
      test: async ({ fetch }) => {
        post = async (body, key) => {
          const res = await fetch({ method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
          await res.arrayBuffer();
          return res.status;
        };
        ready();
        await stopped;
      },
    });
  });
  await serving;

  const results: Result[] = [];
  for (const [si, s] of SCENARIOS.entries()) {
    const tag = `${engine}-${si}-${Date.now().toString(36)}`;
    const [brand] = await db.insert(schema.brands).values({ slug: `bench-${tag}`, name: 'Bench' }).returning();
    const [product] = await db
      .insert(schema.products)
      .values({ handle: `bench-${tag}`, brandId: brand!.id, category: 'laptops', family: 'bench', title: 'Bench Laptop', summaryDe: '-', summaryEn: '-', descriptionDe: '-', descriptionEn: '-' })
      .returning();
    const vs = await db
      .insert(schema.variants)
      .values(Array.from({ length: s.variants }, (_, i) => ({ productId: product!.id, sku: `BENCH-${tag}-${i}`, grade: 'A' as const, priceCents: 19900 + i * 100, stock: s.stock })))
      .returning();
    const carts: string[] = [];
    for (let i = 0; i < s.checkouts; i++) {
      const cart = await createCart();
      await addCartLine(cart.id, vs[i % vs.length]!.id, 1);
      carts.push(cart.id);
    }
    const latencies: number[] = [];
    let created = 0;
    let conflicts = 0;
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < carts.length) {
        const cartId = carts[next++]!;
        const body = JSON.stringify({
          cartId,
          email: 'bench@example.de',
          customerType: 'private',
          firstName: 'Bench',
          lastName: 'Mark',
          shippingAddress: { street: 'Benchweg 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
          paymentMethod: 'prepayment',
          acceptTerms: true,
          locale: 'de',
        });
        const t0 = performance.now();
        const status = await post(body, `bench-${cartId}`);
        latencies.push(performance.now() - t0);
        if (status === 201) created++;
        else if (status === 409) conflicts++;
        else errors++;
      }
    };
    await Promise.all(Array.from({ length: s.concurrency }, worker));
    const ms = performance.now() - started;
    latencies.sort((a, b) => a - b);

    const ids = vs.map((v) => v.id);
    const after = await db.select({ id: schema.variants.id, stock: schema.variants.stock }).from(schema.variants).where(inArray(schema.variants.id, ids));
    const sold = await db
      .select({ variantId: schema.orderLines.variantId, units: sql<number>`sum(${schema.orderLines.quantity})::int` })
      .from(schema.orderLines)
      .where(inArray(schema.orderLines.variantId, ids))
      .groupBy(schema.orderLines.variantId);
    let oversold = 0;
    for (const v of after) {
      const units = sold.find((x) => x.variantId === v.id)?.units ?? 0;
      oversold += Math.max(0, units - s.stock) + Math.max(0, -v.stock) + Math.abs(s.stock - units - v.stock);
    }
    void eq;
    results.push({ ...s, engine, ms, created, conflicts, errors, ordersPerSec: (created / ms) * 1000, p50: percentile(latencies, 50), p99: percentile(latencies, 99), oversold });
  }
  stop();
  await closeDb();
  return results;
}

function printTable(results: Result[]): void {
  const rows = results.map((r) => ({
    engine: r.engine,
    scenario: r.name,
    checkouts: r.checkouts,
    concurrency: r.concurrency,
    'checkouts/s': ((r.checkouts / r.ms) * 1000).toFixed(0),
    'orders/s': r.ordersPerSec.toFixed(0),
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    orders: r.created,
    '409s': r.conflicts,
    errors: r.errors,
    oversold: r.oversold,
  }));
  console.table(rows);
}

async function child(engine: Engine): Promise<void> {
  const results = await runEngine(engine);
  process.stdout.write(`@@RESULT ${JSON.stringify(results)}\n`);
}

function runChild(engine: Engine): Result[] {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error', JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789', MULTIPASS_SECRET: 'bench-multipass-secret-0123' };
  let dbName: string | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-bench-checkout-'));
  env.DATA_DIR = dataDir;
  if (engine === 'postgres') {
    dbName = `zw_test_bench_checkout_${process.pid}`;
    env.DATABASE_URL = execFileSync(process.execPath, ['scripts/pg-testdb.mjs', 'create', dbName], { encoding: 'utf8' }).trim();
  } else {
    delete env.DATABASE_URL;
  }
  try {
    const out = spawnSync(process.execPath, ['--import', 'tsx', __filename, '--child', engine], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const line = out.stdout.split('\n').find((l) => l.startsWith('@@RESULT '));
    if (!line) throw new Error(`${engine} bench failed:\n${out.stdout}\n${out.stderr}`);
    return JSON.parse(line.slice('@@RESULT '.length)) as Result[];
  } finally {
    if (dbName) execFileSync(process.execPath, ['scripts/pg-testdb.mjs', 'drop', dbName]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return child(args[1] as Engine);
  const engines = (args.length ? args : ['postgres', 'pglite']) as Engine[];
  const all: Result[] = [];
  for (const e of engines) all.push(...runChild(e));
  printTable(all);
  const oversold = all.reduce((n, r) => n + r.oversold, 0);
  const errors = all.reduce((n, r) => n + r.errors, 0);
  console.log(`oversold units: ${oversold} · unexpected errors: ${errors}`);
  if (oversold > 0 || errors > 0) process.exitCode = 1;
}

void main();
