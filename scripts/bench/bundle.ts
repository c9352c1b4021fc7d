// Bytes a page costs a first visit, measured in a real browser against the production build:
// - JavaScript the page loads before the browser is first idle after hydration (what it needs to
//   render and hydrate, including chunks it imports while hydrating), gzip as served;
// - JavaScript loaded after that or for other routes (next/link prefetches, warm-ups on idle);
// - the HTML document and its __NEXT_DATA__ (page props), raw and gzip.
// Pages: `/`, `/gebrauchte-laptops`, a product and the English product (BENCH_PAGES=/a,/b instead).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { ensureBuild, productHandle, startServer } from './server';

const TARGET_KIB = 150;

type Sample = { path: string; needKiB: number; needFiles: number; idleKiB: number; idleFiles: number; html: number; htmlGzip: number; data: number; dataGzip: number };

const kib = (bytes: number) => bytes / 1024;
const gz = (text: string | Buffer) => gzipSync(text).length;

/**
 * Runs before any page script: notes when React has hydrated (the app sets data-hydrated) and the
 * first idle callback that runs after it; from then on, loads are warm-ups, not needs. A string, not
 * a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const MARK_IDLE = `(() => {
  const native = window.requestIdleCallback && window.requestIdleCallback.bind(window);
  const noteHydration = () => {
    if (window.__benchHydratedAt === undefined && document.documentElement.dataset.hydrated === 'true') window.__benchHydratedAt = performance.now();
  };
  const noteIdle = () => {
    noteHydration();
    if (window.__benchHydratedAt !== undefined && window.__benchIdleAt === undefined) window.__benchIdleAt = performance.now();
  };
  if (native) {
    window.requestIdleCallback = (cb, opts) => native((deadline) => { noteIdle(); cb(deadline); }, opts);
  }
  new MutationObserver(() => {
    noteHydration();
    if (window.__benchHydratedAt !== undefined && native) native(noteIdle);
  // the document, not its root element: an init script can run before the root element exists
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

async function main() {
  ensureBuild();
  const port = Number(process.env.BENCH_PORT ?? 3401);
  const verbose = process.env.BENCH_FILES !== '0';
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunch);
  const samples: Sample[] = [];
  try {
    let pages = process.env.BENCH_PAGES?.split(',');
    if (!pages) {
      const handle = await productHandle(server.url);
      pages = ['/', '/gebrauchte-laptops', ...(handle ? [`/products/${handle}`, `/en/products/${handle}`] : [])];
      if (!handle) console.log('no product found through /api/products: product pages skipped');
    }
    for (const path of pages) {
      const context = await browser.newContext();
      await context.addInitScript(MARK_IDLE);
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      const viaPrefetch = new Set<string>();
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        const url = res.url();
        if (!/\.js(\?|$)/.test(new URL(url).pathname + new URL(url).search) && type !== 'script') return;
        // next/link prefetches a route's scripts with <link rel="prefetch"> before running them on idle
        if (type !== 'script') viaPrefetch.add(url);
        try {
          const body = await res.body();
          if (body.length > 0) sizes.set(url, gz(body));
        } catch {
          // a redirected, aborted or cached-without-body response
        }
      });
      const res = await fetch(server.url + path);
      const html = await res.text();
      const data = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => (window as unknown as { __benchIdleAt?: number }).__benchIdleAt !== undefined);
      // let warm-ups scheduled on idle finish too
      await page.waitForLoadState('networkidle');
      const { idleAt, entries } = await page.evaluate(() => ({
        idleAt: (window as unknown as { __benchIdleAt: number }).__benchIdleAt,
        entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name, start: e.startTime, initiator: e.initiatorType })),
      }));
      const firstStart = new Map<string, number>();
      for (const e of entries) {
        if (e.initiator === 'link' && /\.js(\?|$)/.test(e.name)) viaPrefetch.add(e.name);
        if (!firstStart.has(e.name)) firstStart.set(e.name, e.start);
      }
      const need: [string, number][] = [];
      const idle: [string, number][] = [];
      for (const [url, size] of sizes) {
        const start = firstStart.get(url) ?? Infinity;
        (viaPrefetch.has(url) || start >= idleAt ? idle : need).push([url, size]);
      }
      const total = (list: [string, number][]) => list.reduce((a, [, s]) => a + s, 0);
      const sample: Sample = {
        path,
        needKiB: kib(total(need)),
        needFiles: need.length,
        idleKiB: kib(total(idle)),
        idleFiles: idle.length,
        html: html.length,
        htmlGzip: gz(html),
        data: Buffer.byteLength(data),
        dataGzip: gz(data),
      };
      samples.push(sample);
      console.log(`\n${path}: ${sample.needKiB.toFixed(1)} KiB gzip JS in ${need.length} files before idle (target ≤ ${TARGET_KIB} KiB), + ${sample.idleKiB.toFixed(1)} KiB in ${idle.length} files on idle / prefetched`);
      console.log(`  HTML ${(sample.html / 1000).toFixed(1)} KB (${(sample.htmlGzip / 1000).toFixed(1)} KB gzip), __NEXT_DATA__ ${(sample.data / 1000).toFixed(1)} KB (${(sample.dataGzip / 1000).toFixed(1)} KB gzip)`);
      if (verbose) {
        const rows = [...need.map((r) => [...r, '']), ...idle.map((r) => [...r, 'idle '])] as [string, number, string][];
        for (const [url, size, tag] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kib(size).toFixed(1).padStart(7)} KiB  ${tag.padEnd(5)} ${new URL(url).pathname}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${'page'.padEnd(44)}${'JS need'.padStart(9)}${'JS idle'.padStart(9)}${'HTML KB'.padStart(9)}${'gzip'.padStart(7)}${'DATA KB'.padStart(9)}${'gzip'.padStart(7)}`);
  for (const s of samples) {
    console.log(
      s.path.slice(0, 43).padEnd(44) +
        s.needKiB.toFixed(1).padStart(9) +
        s.idleKiB.toFixed(1).padStart(9) +
        (s.html / 1000).toFixed(1).padStart(9) +
        (s.htmlGzip / 1000).toFixed(1).padStart(7) +
        (s.data / 1000).toFixed(1).padStart(9) +
        (s.dataGzip / 1000).toFixed(1).padStart(7),
    );
  }
  console.log('JS in KiB gzip (need: loaded before the first idle period after hydration; idle: later or prefetched); HTML and __NEXT_DATA__ in KB (1000 bytes)');
  if (samples.some((s) => s.needKiB > TARGET_KIB)) console.log(`\nabove target (${TARGET_KIB} KiB)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
