import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dismissConsent, expect, test, type Page } from './support';

/** Routes the sitemap does not list (private, transactional or error pages), each with its status. */
const EXTRA_ROUTES: { path: string; status: number }[] = [
  { path: '/cart', status: 200 },
  { path: '/checkout', status: 200 },
  { path: '/account/login', status: 200 },
  { path: '/account/signup', status: 200 },
  { path: '/account/forgot-password', status: 200 },
  { path: '/products/brand', status: 200 },
  { path: '/401', status: 401 },
  { path: '/diese-seite-gibt-es-nicht', status: 404 },
];

const NAMESPACES = fs.readdirSync(path.join(process.cwd(), 'locales', 'de')).map((f) => f.replace(/\.json$/, ''));
/** `word_word` without spaces, or `namespace:key`: what a missing translation looks like. */
const KEY_LIKE = new RegExp(`(?:^|[^\\w./@-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+|(?:${NAMESPACES.join('|')}):[a-z][\\w.-]*)(?![\\w/.@-])`);

/** Every text node and readable attribute of the document, scripts and styles left out. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (parent && /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
      const text = n.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt],meta[name=description]'))) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'content']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

async function sitemapPaths(page: Page, baseURL: string): Promise<string[]> {
  const res = await page.request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const locs = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!.replace(/&amp;/g, '&'));
  return locs.map((u) => new URL(u, baseURL).pathname + new URL(u, baseURL).search);
}

test.describe('every route in both locales', () => {
  test.setTimeout(20 * 60_000);

  test('titles read "Zweitwerk | <subline>" and no text looks like a translation key', async ({ page, baseURL }) => {
    await dismissConsent(page);
    const fromSitemap = await sitemapPaths(page, baseURL!);
    expect(fromSitemap.length).toBeGreaterThan(20);
    const routes = [
      ...fromSitemap.map((p) => ({ path: p, status: 200 })),
      ...EXTRA_ROUTES.flatMap((r) => [r, { ...r, path: `/en${r.path}` }]),
    ];
    const badTitles: string[] = [];
    const keyLike: string[] = [];
    for (const r of routes) {
      const res = await page.goto(r.path);
      expect(res?.status(), r.path).toBe(r.status);
      const title = await page.title();
      if (!/^Zweitwerk \| [^|\s][^|]*$/.test(title)) badTitles.push(`${r.path}: ${title}`);
      for (const text of await visibleTexts(page)) {
        const m = KEY_LIKE.exec(text);
        if (m) keyLike.push(`${r.path}: ${m[1]} in "${text.slice(0, 80)}"`);
      }
    }
    expect(badTitles).toEqual([]);
    expect(keyLike).toEqual([]);
  });

  test('a product page names the brand first and the model as subline', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/products/lenovo-thinkpad-t14-gen-2');
    await expect(page).toHaveTitle('Zweitwerk | Lenovo ThinkPad T14 Gen 2');
    await page.goto('/en/products/lenovo-thinkpad-t14-gen-2');
    await expect(page).toHaveTitle('Zweitwerk | Lenovo ThinkPad T14 Gen 2');
  });

  test('the search suggestions show their texts on a page without the catalog texts', async ({ page }) => {
    await dismissConsent(page);
    for (const l of [
      { prefix: '', all: 'Alle Ergebnisse für „thinkpad“' },
      { prefix: '/en', all: 'All results for “thinkpad”' },
    ]) {
      await page.goto(`${l.prefix}/account/login`);
      await page.getByTestId('search-input').fill('thinkpad');
      await expect(page.getByRole('button', { name: l.all })).toBeVisible();
    }
  });
});

function titleOf(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
}

/** The href of the first <link> with this rel (and hreflang), whatever other attributes it has. */
function linkHref(html: string, rel: string, hrefLang?: string): string | undefined {
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hrefLang && !tag.includes(`hrefLang="${hrefLang}"`)) continue;
    return /href="([^"]+)"/.exec(tag)?.[1];
  }
  return undefined;
}

/** A second server on the same build with another SITE_URL and a database it cannot reach. */
async function startServer(port: number, siteUrl: string): Promise<{ child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-siteurl-'));
  const child = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dir,
      // nothing listens on port 9: pages that need the database fail with a 500
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
      SITE_URL: siteUrl,
      JWT_SECRET: 'e2e-jwt-secret-0123456789abcdef0123456789',
      MULTIPASS_SECRET: 'e2e-multipass-secret-0123456789',
      LOG_LEVEL: 'silent',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${port}/robots.txt`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000 },
    )
    .toBe(200);
  return { child, dir };
}

test.describe('error pages', () => {
  test('404 and 500 take canonical and alternates from the SITE_URL the server runs with', async () => {
    test.setTimeout(150_000);
    const port = Number(process.env.E2E_PORT ?? 3210) + 7;
    const siteUrl = 'https://shop.example.test';
    const { child, dir } = await startServer(port, siteUrl);
    try {
      for (const l of [
        { prefix: '', title404: 'Zweitwerk | Seite nicht gefunden', title500: 'Zweitwerk | Ein Fehler ist aufgetreten' },
        { prefix: '/en', title404: 'Zweitwerk | Page not found', title500: 'Zweitwerk | Something went wrong' },
      ]) {
        const res = await fetch(`http://localhost:${port}${l.prefix}/gibt-es-nicht`);
        expect(res.status).toBe(404);
        const html = await res.text();
        expect(titleOf(html)).toBe(l.title404);
        expect(linkHref(html, 'canonical')).toBe(`${siteUrl}${l.prefix}/gibt-es-nicht`);
        expect(linkHref(html, 'alternate', 'de')).toBe(`${siteUrl}/gibt-es-nicht`);
        expect(linkHref(html, 'alternate', 'en')).toBe(`${siteUrl}/en/gibt-es-nicht`);
        expect(linkHref(html, 'alternate', 'x-default')).toBe(`${siteUrl}/gibt-es-nicht`);
        expect(html).not.toContain('http://localhost:');

        const failing = await fetch(`http://localhost:${port}${l.prefix}/products/lenovo-thinkpad-t14-gen-2`);
        expect(failing.status).toBe(500);
        const errorHtml = await failing.text();
        expect(titleOf(errorHtml)).toBe(l.title500);
        expect(linkHref(errorHtml, 'canonical')).toBe(`${siteUrl}${l.prefix}/products/lenovo-thinkpad-t14-gen-2`);
        expect(linkHref(errorHtml, 'alternate', 'en')).toBe(`${siteUrl}/en/products/lenovo-thinkpad-t14-gen-2`);
        expect(errorHtml).not.toContain('http://localhost:');
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('consent', () => {
  for (const l of [
    { prefix: '', accept: 'Alle akzeptieren', reject: 'Ablehnen', skip: 'Zum Inhalt springen' },
    { prefix: '/en', accept: 'Accept all', reject: 'Reject', skip: 'Skip to content' },
  ]) {
    test(`banner is the first stop for the keyboard, focus goes on to the skip link (${l.prefix || 'de'})`, async ({ page }) => {
      await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      // the banner arrives with the HTML; its buttons act once the page is interactive
      await expect(banner.getByRole('button', { name: l.reject })).toBeEnabled();
      await page.keyboard.press('Tab');
      await expect.poll(() => banner.evaluate((b) => b.contains(document.activeElement))).toBe(true);
      // a screen reader meets the banner before the page: it comes first in the document
      expect(await banner.evaluate((b) => b.compareDocumentPosition(document.querySelector('header')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
      await banner.getByRole('button', { name: l.reject }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      await expect(page.getByRole('link', { name: l.skip })).toBeFocused();
    });
  }

  test('nothing that tracks is stored before consent; UTM parameters reach the cookie once consent is given', async ({ page, context }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await page.goto('/?utm_source=newsletter&utm_campaign=winter');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    // the pageview is queued, so the tracking hook has run
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'virtual_pageview').length))
      .toBeGreaterThan(0);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('utm-params');
    expect(await page.evaluate(() => sessionStorage.getItem('gtm-session-id'))).toBeNull();
    // client-side navigation within the visit keeps the parameters in memory
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'utm-params')?.value ?? null).not.toBeNull();
    const utm = (await context.cookies()).find((c) => c.name === 'utm-params')!;
    expect(JSON.parse(decodeURIComponent(utm.value))).toEqual({ utm_source: 'newsletter', utm_campaign: 'winter' });
    expect(utm.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);
  });

  test('after "Ablehnen" UTM parameters are never written', async ({ page, context }) => {
    await page.goto('/en?utm_source=ads');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await page.goto('/en/gebrauchte-laptops?utm_source=ads2');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('utm-params');
    expect(await page.evaluate(() => sessionStorage.getItem('gtm-session-id'))).toBeNull();
  });
});
