import { PAGE_ROUTES } from '@/lib/content/page-routes';
import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, watchConsole, type Page } from './support';

/** Every route of the content pages, the generic page linked from the footer, and home. */
const ROUTES = ['/', ...PAGE_ROUTES.map((r) => r.path), '/pages/shipping-and-payment'];
const LOCALES = [
  { locale: 'de', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

function localized(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

async function headLinks(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((e) => `${e.getAttribute('hreflang')} ${e.getAttribute('href')}`));
  return { canonical, alternates: alternates.sort() };
}

for (const l of LOCALES) {
  test.describe(`content routes (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('every route answers 200 with the title form, canonical, alternates and no axe violations', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const path of ROUTES) {
        const res = await page.goto(localized(l.prefix, path));
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
        const h1 = (await page.locator('h1').first().innerText()).trim();
        const title = await page.title();
        expect(title, path).toMatch(/^Zweitwerk \| \S/);
        if (path !== '/') expect(title, path).toBe(`Zweitwerk | ${h1}`);
        const { canonical, alternates } = await headLinks(page);
        expect(canonical, path).toBe(`${baseURL}${localized(l.prefix, path)}`);
        expect(alternates, path).toEqual([`de ${baseURL}${path}`, `en ${baseURL}${localized('/en', path)}`, `x-default ${baseURL}${path}`].sort());
        await expectNoAxeViolations(page, `${l.locale} ${path}`);
      }
      expect(problems).toEqual([]);
    });

    test('on a phone, tables that scroll sideways pass axe and scroll from the keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const path of ['/privacy-notice', '/going-full-circle', '/pages/shipping-and-payment']) {
        await page.goto(localized(l.prefix, path));
        await expectNoAxeViolations(page, `${l.locale} ${path} at 375 px`);
      }
      await page.goto(localized(l.prefix, '/privacy-notice'));
      const table = page.locator('main table').first();
      // the table is wider than the phone, so it scrolls inside itself
      expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
      await table.focus();
      await expect(table).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    });

    test('the FAQ page carries FAQPage data with its questions', async ({ page }) => {
      await page.goto(`${l.prefix}/faq`);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as { '@type': string; mainEntity?: { name: string }[] });
      const faq = blocks.find((b) => b['@type'] === 'FAQPage');
      expect(faq?.mainEntity?.length).toBe(12);
      const first = page.getByTestId('page-faq').locator('summary').first();
      await expect(first).toHaveText(faq!.mainEntity![0]!.name);
    });

    test('terms link to the withdrawal policy and its model form', async ({ page }) => {
      await page.goto(`${l.prefix}/terms-conditions#withdrawal`);
      await expect(page.locator('#withdrawal')).toBeVisible();
      await expect(page.getByRole('heading', { name: l.locale === 'de' ? 'Muster-Widerrufsformular' : 'Model withdrawal form' })).toBeVisible();
    });
  });
}

test.describe('leasing calculator', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  const CASES = [
    { prefix: '', value: '5.000', rate: '233,00 €', error: 'Leasing ist ab einem Gerätewert von 500,00 € möglich.' },
    { prefix: '/en', value: '5,000', rate: '€233.00', error: 'Leasing is available from a device value of €500.00.' },
  ];
  for (const c of CASES) {
    test(`estimates a monthly rate from value and term (${c.prefix || '/'})`, async ({ page }) => {
      await page.goto(`${c.prefix}/services/leasing`);
      const calc = page.getByTestId('leasing-calculator');
      await calc.getByTestId('leasing-value').fill(c.value);
      await calc.getByTestId('leasing-term-24').check();
      // 5,000 € lies in the 2,500–9,999.99 € band, whose 24-month factor is 4.66 %
      await expect(calc.getByTestId('leasing-rate')).toHaveText(c.rate);
      await calc.getByTestId('leasing-value').fill('100');
      await expect(calc.getByRole('alert')).toHaveText(c.error);
      await expect(calc.getByTestId('leasing-value')).toHaveValue('100');
      await expect(calc.getByTestId('leasing-rate')).toHaveCount(0);
    });
  }
});

test.describe('links', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  for (const l of LOCALES) {
    test(`no link reachable from home leads to a 404 (${l.locale})`, async ({ page, baseURL }) => {
      test.setTimeout(300_000);
      const origin = new URL(baseURL!).origin;
      const start = localized(l.prefix, '/');
      const seen = new Set<string>([start]);
      const queue = [start];
      const broken: string[] = [];
      let fetched = 0;
      while (queue.length && fetched < 400) {
        const path = queue.shift()!;
        const res = await page.request.get(path, { maxRedirects: 5 });
        fetched++;
        if (res.status() === 404) {
          broken.push(path);
          continue;
        }
        if (!/text\/html/.test(res.headers()['content-type'] ?? '')) continue;
        const html = await res.text();
        for (const m of html.matchAll(/<a\b[^>]*\shref="([^"#]*)(?:#[^"]*)?"/g)) {
          const raw = m[1]!.replace(/&amp;/g, '&');
          if (!raw || /^(mailto|tel|javascript):/.test(raw)) continue;
          const url = new URL(raw, origin + path);
          if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) continue;
          // products and listing filters multiply the pages; one of each kind shows their links work
          const key = url.pathname + (url.pathname.startsWith('/products') || url.search.length > 40 ? '' : url.search);
          if (seen.has(key)) continue;
          seen.add(key);
          queue.push(key);
        }
      }
      expect(broken, `broken links from ${start}`).toEqual([]);
      expect(fetched).toBeGreaterThan(40);
    });
  }
});

test.describe('screenshots', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('home, a service page, the terms and an info page at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(180_000);
    for (const [name, path] of [
      ['home-de', '/'],
      ['home-en', '/en'],
      ['service-leasing-de', '/services/leasing'],
      ['service-end-of-life-en', '/en/services/end-of-life'],
      ['terms-de', '/terms-conditions'],
      ['terms-en', '/en/terms-conditions'],
      ['info-grades-de', '/what-does-it-mean-grade-a'],
      ['info-grades-en', '/en/what-does-it-mean-grade-a'],
    ] as const) {
      await page.goto(path);
      await screenshots(page, name);
    }
  });
});
