// Lighthouse mobile performance (the default mobile form factor and simulated throttling) of `/`,
// a category, a product and an English product, beside the bare Next.js grid page
// (scripts/bench/bare-app) measured in the same run. Drives Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium) with the flags the browser tests use.
// BENCH_RUNS=n runs each page n times and prints the median run (by score).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunch } from '../../playwright.config';
import { ensureBareBuild, ensureBuild, productHandle, startBareServer, startServer } from './server';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CHROME_PATH = process.env.CHROME_PATH ?? chromiumLaunch.executablePath;

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } };
type Report = { categories: { performance: { score: number | null } }; audits: Record<string, Audit | undefined>; runtimeError?: { message: string } };
type Row = { name: string; path: string; score: number; lcp: number; tbt: number; cls: number; jsKiB: number };

function lighthouse(url: string): Report {
  const bin = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const flags = ['--headless=new', ...chromiumLaunch.args].join(' ');
  const r = spawnSync(
    process.execPath,
    [bin, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed for ${url}:\n${r.stderr}`);
  const report = JSON.parse(r.stdout) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message} (${url})`);
  return report;
}

function toRow(name: string, pagePath: string, report: Report): Row {
  const a = report.audits;
  const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    name,
    path: pagePath,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKiB: (scripts?.transferSize ?? 0) / 1024,
  };
}

function measure(base: string, name: string, pagePath: string): Row {
  const rows: Row[] = [];
  for (let i = 0; i < RUNS; i++) rows.push(toRow(name, pagePath, lighthouse(base + pagePath)));
  rows.sort((x, y) => x.score - y.score);
  return rows[Math.floor(rows.length / 2)]!;
}

async function main(): Promise<void> {
  ensureBuild();
  ensureBareBuild();
  const port = Number(process.env.BENCH_PORT ?? 3400);
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`Lighthouse mobile performance, ${RUNS} run(s) per page (median), ${os.cpus().length} cores, load avg ${load()}`);
  const bare = await startBareServer(port + 10);
  const server = await startServer(port, {}).catch(async (err: unknown) => {
    await bare.stop();
    throw err;
  });
  try {
    const handle = await productHandle(server.url);
    const rows: Row[] = [measure(bare.url, 'bare Next.js grid (24 items)', '/')];
    rows.push(measure(server.url, 'home', '/'));
    rows.push(measure(server.url, 'category', '/gebrauchte-laptops'));
    if (handle) {
      rows.push(measure(server.url, 'product', `/products/${handle}`));
      rows.push(measure(server.url, 'product (English)', `/en/products/${handle}`));
    } else {
      console.log('no product found through /api/products: product pages skipped');
    }
    console.log('\npage'.padEnd(31) + 'path'.padEnd(44) + 'score'.padStart(6) + 'LCP ms'.padStart(8) + 'TBT ms'.padStart(8) + 'CLS'.padStart(7) + 'JS KiB'.padStart(8));
    for (const r of rows) {
      console.log(
        r.name.padEnd(30) + r.path.slice(0, 43).padEnd(44) + String(r.score).padStart(6) + r.lcp.toFixed(0).padStart(8) + r.tbt.toFixed(0).padStart(8) + r.cls.toFixed(3).padStart(7) + r.jsKiB.toFixed(1).padStart(8),
      );
    }
    console.log(`\nJS KiB: script bytes transferred (gzip) as Lighthouse saw them; load avg after the run ${load()}`);
  } finally {
    await server.stop();
    await bare.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
