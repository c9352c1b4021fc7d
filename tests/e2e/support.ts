import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, request, type Page, type Response } from '@playwright/test';

export { expect };
export type { Page };

/** Waits until React has hydrated the page (the app marks `<html data-hydrated="true">`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function settle(page: Page, res: Response | null): Promise<Response | null> {
  // only HTML documents hydrate; a sitemap, robots.txt or an API answer does not
  if (res && /text\/html/.test(res.headers()['content-type'] ?? '')) await hydrated(page);
  return res;
}

/**
 * Playwright's test with its own client address per test, and a page whose goto, reload, goBack and goForward return only once the
 * page is hydrated, so no test clicks a server-rendered control before React listens to it.
 */
export const test = base.extend({
  /**
   * Each test is a visitor of its own: its requests carry their own client address (the test
   * server trusts one proxy hop), so the per-address limits on logins, registrations and forms
   * count one test at a time, as they count one visitor on the real site, not the whole suite.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    const goForward = page.goForward.bind(page);
    page.goto = async (...args) => settle(page, await goto(...args));
    page.reload = async (...args) => settle(page, await reload(...args));
    page.goBack = async (...args) => settle(page, await goBack(...args));
    page.goForward = async (...args) => settle(page, await goForward(...args));
    await provide(page);
  },
});

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.x A/AA rules) in the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = 'page'): Promise<void> {
  // evaluated over the DevTools protocol: the page's own CSP (no inline scripts) stays in force
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  const readable = (violations as AxeViolation[]).map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(readable, `axe violations on ${context}`).toEqual([]);
}

/** Marks the consent as decided so the banner does not cover the page under test. */
export async function dismissConsent(page: Page, analytics = false): Promise<void> {
  await page.addInitScript((a) => {
    window.localStorage.setItem('zweitwerk-consent', JSON.stringify({ analytics: a, decidedAt: new Date().toISOString() }));
  }, analytics);
}

const shotDir = path.join(process.cwd(), 'reports', 'screenshots');

/**
 * Full-page screenshots at 375 px and 1280 px into reports/screenshots/<name>-<width>.png. At each
 * width the page must fit: nothing may push it wider than the screen (a wide table scrolls inside
 * its own box).
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits ${width} px without scrolling sideways` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(shotDir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Screenshots of what the viewport shows (an open sidebar or dialog stays where it is) at 375 px
 * and 1280 px, each once running animations have finished; `prepare` runs at each width first
 * (e.g. to scroll a panel to what the picture is about).
 */
export async function viewportScreenshots(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  fs.mkdirSync(shotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await prepare?.();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: path.join(shotDir, `${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/** Collects CSP violations and uncaught errors so a test can assert a clean console. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Uncaught/.test(msg.text())) problems.push(msg.text());
  });
  return problems;
}

/**
 * The demo offer whose price history the price tests read (cheapest ThinkPad T14 Gen 2, reduced six
 * days ago): tests that buy something pick another product so its stock stays as seeded.
 */
export const PRICE_TEST_HANDLE = 'lenovo-thinkpad-t14-gen-2';

/** Product links of a listing that tests may buy from (all but the price tests' product). */
export function buyable(hrefs: (string | null)[]): string[] {
  return hrefs.filter((h): h is string => Boolean(h) && !h!.includes(`/products/${PRICE_TEST_HANDLE}`));
}

/** A product a test creates for itself, so no test buys another test's stock. */
export type OwnProduct = { handle: string; title: string; variantId: number; priceCents: number };

/**
 * Creates a published laptop with one grade-A offer of `stock` units through the back office's CSV
 * import (as staff would), and answers its handle and offer id. Its title and SKU carry `name` and
 * a random part, so every test (and every repetition of one) has a product of its own.
 */
export async function ownProduct(name: string, { stock = 20, priceEur = 349 }: { stock?: number; priceEur?: number } = {}): Promise<OwnProduct> {
  const staff = await request.newContext({ baseURL: base.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.77.${randomInt(0, 255)}.${randomInt(1, 254)}` } });
  try {
    const login = await staff.post('/api/admin/login', { data: { email: 'admin@zweitwerk.de', password: 'zweitwerk-admin' } });
    expect(login.status(), await login.text()).toBe(200);
    const id = `${name}-${randomInt(1e9, 1e10).toString(36)}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
    const handle = `testgeraet-${id}`;
    const title = `Testgerät ${id}`;
    const columns = ['handle', 'sku', 'title', 'brand', 'category', 'grade', 'ram_gb', 'storage_gb', 'colour', 'keyboard', 'price_eur', 'list_price_eur', 'stock', 'published', 'summary_de', 'summary_en'];
    const row = [handle, `TEST-${id}`.toUpperCase(), title, 'lenovo', 'laptops', 'A', '16', '512', '', '', `${priceEur},00`, '', String(stock), 'yes', 'Gerät eines Tests', 'A test device'];
    const csv = `${columns.join(';')}\n${row.join(';')}\n`;
    const imported = await staff.post('/api/admin/catalog/import', { data: csv, headers: { 'content-type': 'text/csv' } });
    expect(imported.status(), await imported.text()).toBe(200);
    const product = (await (await staff.get(`/api/products/${handle}`)).json()) as { variants: { id: number; priceCents: number }[] };
    const variant = product.variants[0]!;
    return { handle, title, variantId: variant.id, priceCents: variant.priceCents };
  } finally {
    await staff.dispose();
  }
}

/** Opens the test's own product page and puts one unit into the cart (the sidebar shows the line). */
export async function addOwnProductToCart(page: Page, prefix: string, product: OwnProduct): Promise<void> {
  await page.goto(`${prefix}/products/${product.handle}`);
  await expect(page.getByTestId('product-title')).toHaveText(product.title);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
}
