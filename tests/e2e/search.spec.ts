import { dismissConsent, expect, expectNoAxeViolations, test, type Page } from './support';

// The header search as shoppers use it: product queries with category words, sizes and filler
// words, and the words for services and pages (leasing, take-back, contact, warranty, data
// deletion), from the suggestions by keyboard and from the full results page.

const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    pagesTitle: 'Seiten & Ratgeber',
    pages: [
      { q: 'leasing', path: '/services/leasing', option: 'Leasing' },
      { q: 'Rücknahme', path: '/services/end-of-life', option: 'Rücknahme' },
      { q: 'Kontakt', path: '/contact', option: 'Kontakt' },
      { q: 'Garantie', path: '/services/warranty', option: 'Garantie' },
      { q: 'Datenlöschung', path: '/secure-data-deletion', option: 'Datenlöschung' },
    ],
    laptops: 'gebrauchter laptop',
    laptops16: 'laptop 16 gb',
    resultsTitle: 'Suchergebnisse für „gebrauchter laptop“',
    relaxed: { q: 'Laptop Leasing', note: 'Zu „Leasing“ führen wir keine Produkte – hier sind die Treffer ohne dieses Wort.' },
  },
  {
    locale: 'en',
    prefix: '/en',
    pagesTitle: 'Pages & guides',
    pages: [
      { q: 'leasing', path: '/en/services/leasing', option: 'Leasing' },
      { q: 'take-back', path: '/en/services/end-of-life', option: 'Take-back' },
      { q: 'contact', path: '/en/contact', option: 'Contact' },
      { q: 'warranty', path: '/en/services/warranty', option: 'Warranty' },
      { q: 'data deletion', path: '/en/secure-data-deletion', option: 'data deletion' },
    ],
    laptops: 'used laptops',
    laptops16: 'refurbished laptop 16gb',
    resultsTitle: 'Search results for “used laptops”',
    relaxed: { q: 'laptop leasing', note: 'We have no products for “leasing”, so these results leave that word out.' },
  },
] as const;

async function resultsCount(page: Page): Promise<string> {
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  expect(text).toMatch(/\d/);
  return text;
}

for (const l of LOCALES) {
  test.describe(`site search (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await dismissConsent(page);
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    for (const s of l.pages) {
      test(`"${s.q}" leads to ${s.path} from the suggestions and the results page`, async ({ page }) => {
        await page.goto(`${l.prefix}/`);
        const input = page.getByTestId('search-input');
        await input.fill(s.q);
        const first = page.getByTestId('search-suggestions-pages').getByRole('option').first();
        await expect(first).toContainText(s.option);
        // by keyboard: down through the product options (if any) to the first page, then Enter
        const options = page.getByTestId('search-suggestions').getByRole('option');
        const index = await options.evaluateAll((els, title) => els.findIndex((e) => (e.textContent ?? '').includes(title)), s.option);
        expect(index).toBeGreaterThanOrEqual(0);
        for (let i = 0; i <= index; i++) await input.press('ArrowDown');
        await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
        await input.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${s.path}$`));

        await page.goto(`${l.prefix}/`);
        await page.getByTestId('search-input').fill(s.q);
        await page.getByTestId('search-input').press('Enter');
        await expect(page).toHaveURL(/\/products\?q=/);
        const pages = page.getByRole('region', { name: l.pagesTitle });
        await expect(pages.getByRole('link').first()).toHaveAttribute('href', s.path);
      });
    }

    test('category words with filler words find the whole category', async ({ page }) => {
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      const laptops = await resultsCount(page);

      await page.goto(`${l.prefix}/`);
      const input = page.getByTestId('search-input');
      await input.fill(l.laptops);
      // laptops are suggested while typing
      await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toBeVisible();
      await input.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.resultsTitle);
      expect(await resultsCount(page)).toBe(laptops);
      await expectNoAxeViolations(page, `results for ${l.laptops}`);
    });

    test('a size in the query narrows to offers of that size', async ({ page }) => {
      await page.goto(`${l.prefix}/gebrauchte-laptops?ram=16`);
      const with16 = await resultsCount(page);
      await page.goto(`${l.prefix}/products?q=${encodeURIComponent(l.laptops16)}`);
      expect(await resultsCount(page)).toBe(with16);
      // every card offers 16 GB
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      for (const text of await cards.allTextContents()) expect(text).toContain('16 GB');
    });

    test('words no product has are left out, and the page says so', async ({ page }) => {
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      const laptops = await resultsCount(page);
      await page.goto(`${l.prefix}/products?q=${encodeURIComponent(l.relaxed.q)}`);
      await expect(page.getByTestId('search-relaxed')).toContainText(l.relaxed.note);
      expect(await resultsCount(page)).toBe(laptops);
      // the leasing page is offered above the products
      await expect(page.getByRole('region', { name: l.pagesTitle }).locator(`a[href="${l.prefix}/services/leasing"]`)).toBeVisible();
    });
  });
}
