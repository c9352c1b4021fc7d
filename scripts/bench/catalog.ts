// npm run bench:catalog — seeds 100,000 variants into a fresh PGlite directory and a throw-away
// PostgreSQL database, then prints p50/p95 of (a) a category listing with three facets, sorting
// and facet counts, (b) a search query and (c) shopper queries with sizes, prices and filler
// words. Targets: p95 ≤ 80 ms (PGlite), ≤ 30 ms (PostgreSQL).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialState } from '@/lib/catalog/listing-url';
import type { ListingState } from '@/lib/catalog/types';
import { listProducts } from '@/lib/server/catalog';
import { closeDb } from '@/lib/server/db';
import { resetEnvForTests } from '@/lib/server/env';
import { seedBenchCatalog } from '@/lib/server/seed/catalog';

const VARIANTS = Number(process.argv.find((a) => a.startsWith('--variants='))?.split('=')[1] ?? 100_000);
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 200);
const PG_DB = 'zw_test_bench_catalog';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Listing states cycled through, so caches do not flatter a single query. */
const LISTINGS: ListingState[] = [
  initialState({ category: 'laptops', brand: ['lenovo', 'dell'], grade: ['A', 'B'], ram: [16], sort: 'price_asc' }),
  initialState({ category: 'laptops', brand: ['hp'], grade: ['A'], storage: [512], sort: 'bestselling' }),
  initialState({ category: 'phones', brand: ['apple'], grade: ['B'], storage: [128, 256], sort: 'price_desc' }),
  initialState({ category: 'monitors', brand: ['dell', 'lg'], grade: ['A', 'C'], maxPrice: 400, sort: 'newest' }),
];
const SEARCHES: ListingState[] = [
  initialState({ q: 'thinkpad' }),
  initialState({ q: 'iphone 13' }),
  initialState({ q: 'Notebook', category: 'laptops' }),
  initialState({ q: 'Tastatur' }),
];

/** Queries as shoppers type them: category words, sizes, screen classes, prices, filler words. */
const SHOPPER_SEARCHES: ListingState[] = [
  initialState({ q: 'gebrauchter laptop' }),
  initialState({ q: 'laptop 16 gb' }),
  initialState({ q: 'notebook 512 GB SSD i5' }),
  initialState({ q: '14 zoll laptop' }),
  initialState({ q: 'handy unter 300 euro' }),
  initialState({ q: 'laptop leasing' }),
];

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await fn();
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return out.sort((a, b) => a - b);
}

async function run(label: string): Promise<string[]> {
  const started = Date.now();
  const seeded = await seedBenchCatalog(VARIANTS);
  console.log(`${label}: seeded ${seeded.products} products / ${seeded.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let i = 0;
  const listing = await time(() => listProducts(LISTINGS[i++ % LISTINGS.length]!, 'de'));
  let j = 0;
  const search = await time(() => listProducts(SEARCHES[j++ % SEARCHES.length]!, j % 2 ? 'de' : 'en'));
  let k = 0;
  const shopper = await time(() => listProducts(SHOPPER_SEARCHES[k++ % SHOPPER_SEARCHES.length]!, 'de'));
  await closeDb();
  const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms · p95 ${percentile(xs, 95).toFixed(1)} ms`;
  return [`${label.padEnd(10)} (a) category listing, 3 facets + sort + counts: ${fmt(listing)}`, `${label.padEnd(10)} (b) search:                                    ${fmt(search)}`,
    `${label.padEnd(10)} (c) shopper queries (sizes, prices, filler):  ${fmt(shopper)}`,
  ];
}

async function main() {
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-bench-catalog-'));
  try {
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    process.env.LOG_LEVEL ??= 'warn';
    process.env.JWT_SECRET ??= 'bench-jwt-secret-0123456789abcdef0123456789';
    process.env.MULTIPASS_SECRET ??= 'bench-multipass-secret-0123456789';
    resetEnvForTests();
    lines.push(...(await run('PGlite')));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  let url: string | null = null;
  try {
    url = execFileSync(process.execPath, ['scripts/pg-testdb.mjs', 'create', PG_DB], { encoding: 'utf8' }).trim();
  } catch {
    lines.push('PostgreSQL: not reachable at 127.0.0.1:5432, skipped');
  }
  if (url) {
    try {
      process.env.DATABASE_URL = url;
      resetEnvForTests();
      lines.push(...(await run('PostgreSQL')));
    } finally {
      execFileSync(process.execPath, ['scripts/pg-testdb.mjs', 'drop', PG_DB]);
    }
  }
  console.log(`\nbench:catalog, ${VARIANTS.toLocaleString('en')} variants, ${RUNS} runs each`);
  for (const l of lines) console.log(l);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
