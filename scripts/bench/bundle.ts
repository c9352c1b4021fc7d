// JavaScript a browser loads for a page, gzip-compressed as served, measured in a real browser.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { ensureBuild, startServer } from './server';

const TARGET_KIB = 150;

async function main() {
  ensureBuild();
  const pages = (process.env.BENCH_PAGES ?? '/').split(',');
  const port = Number(process.env.BENCH_PORT ?? 3401);
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunch);
  let failed = false;
  try {
    for (const path of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          scripts.set(res.url(), gzipSync(await res.body()).length);
        } catch {
          // a redirected or aborted response has no body
        }
      });
      // the scripts the server's HTML references: what the page needs to render and hydrate
      const html = await (await fetch(server.url + path)).text();
      const own = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1]!, server.url).toString()));
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const sum = (urls: string[]) => urls.reduce((a, u) => a + (scripts.get(u) ?? 0), 0) / 1024;
      const all = [...scripts.keys()];
      const initial = all.filter((u) => own.has(u));
      const prefetched = all.filter((u) => !own.has(u));
      console.log(`\nJS loaded by ${path}: ${sum(initial).toFixed(1)} KiB gzip in ${initial.length} files to render and hydrate (target ≤ ${TARGET_KIB} KiB)`);
      console.log(`  + ${sum(prefetched).toFixed(1)} KiB in ${prefetched.length} files prefetched while idle for the links in view`);
      for (const [url, size] of [...scripts.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KiB  ${own.has(url) ? '         ' : 'prefetch '}${new URL(url).pathname}`);
      if (sum(initial) > TARGET_KIB) failed = true;
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) console.log('\nabove target');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
