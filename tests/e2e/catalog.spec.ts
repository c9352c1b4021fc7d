import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, watchConsole, type Page } from './support';

const LOCALES = [
  { locale: 'de', prefix: '', category: 'Gebrauchte Laptops', from: /ab \d{1,3}(\.\d{3})*,\d{2}\s€/ },
  { locale: 'en', prefix: '/en', category: 'Refurbished laptops', from: /from €\d{1,3}(,\d{3})*\.\d{2}/ },
] as const;

/** The listing has finished loading what the URL asks for (it marks itself aria-busy meanwhile). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function resultCount(page: Page): Promise<number> {
  await settled(page);
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

for (const l of LOCALES) {
  test.describe(`catalog (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('category page: filter by brand and grade, back restores the previous filter', async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      const res = await page.goto(`${l.prefix}/gebrauchte-laptops`);
      expect(res?.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.category);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('product-card-price').first()).toHaveText(l.from);
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(20);

      await page.getByTestId('facets').getByTestId('facet-brand-lenovo').check();
      await expect(page).toHaveURL(/\?brand=lenovo$/);
      // the URL changes before the new results arrive: wait for the count to follow
      await expect.poll(() => resultCount(page)).toBeLessThan(all);
      const lenovo = await resultCount(page);

      await page.getByTestId('facets').getByTestId('facet-grade-A').check();
      await expect(page).toHaveURL(/brand=lenovo&grade=A$/);
      await expect(page.getByTestId('active-filters')).toContainText('Lenovo');

      await page.goBack();
      await expect(page).toHaveURL(/\?brand=lenovo$/);
      await expect(page.getByTestId('facets').getByTestId('facet-grade-A')).not.toBeChecked();
      await expect(page.getByTestId('facets').getByTestId('facet-brand-lenovo')).toBeChecked();
      await expect.poll(() => resultCount(page)).toBe(lenovo);

      await page.getByTestId('sort-select').selectOption('price_asc');
      await expect(page).toHaveURL(/sort=price_asc/);

      const ld = await jsonLd(page);
      expect(ld.some((o) => o['@type'] === 'BreadcrumbList')).toBe(true);
      await expectNoAxeViolations(page, `category ${l.locale}`);
      expect(problems).toEqual([]);
    });

    test('category page screenshots and phone filter sidebar', async ({ page }) => {
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      // the CSS modules' styles are applied
      const card = page.getByTestId('product-card').first();
      expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      await screenshots(page, `catalog-category-${l.locale}`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByTestId('open-filters').click();
      const sidebar = page.getByTestId('filters-sidebar');
      await expect(sidebar).toBeVisible();
      await sidebar.getByTestId('m-facets').getByTestId('facet-brand-apple').check();
      await expect(page).toHaveURL(/brand=apple/);
      await expectNoAxeViolations(page, `filter sidebar ${l.locale}`);
      await page.getByTestId('filters-show-results').click();
      await expect(sidebar).toBeHidden();
      await expect(page.getByTestId('product-card').first()).toContainText('Apple');
    });

    test('product page: pick a variant, price and URL change; JSON-LD is valid', async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${l.prefix}/products/lenovo-thinkpad-t14-gen-2`);
      await expect(page.getByTestId('product-title')).toHaveText('Lenovo ThinkPad T14 Gen 2');
      await expect(page.getByText(l.locale === 'de' ? 'inkl. 19 % MwSt., zzgl. 5,90 € Versand' : 'incl. 19% VAT, plus €5.90 shipping')).toBeVisible();
      await expect(page.getByTestId('grade-badge')).toHaveAttribute('href', new RegExp(`^${l.prefix}/what-does-it-mean-grade-a#`));
      await expect(page.getByTestId('add-to-cart')).toBeVisible();
      await expect(page.getByTestId('co2')).toContainText('150');

      const before = await page.getByTestId('product-price').textContent();
      await page.getByTestId('option-grade-A').click();
      await expect(page).toHaveURL(/\?variant=\d+$/);
      await expect(page.getByTestId('product-price')).not.toHaveText(before ?? '');
      // the badge explains the grade on show: its own section of the grade page
      await expect(page.getByTestId('grade-badge')).toHaveAttribute('href', `${l.prefix}/what-does-it-mean-grade-a#${l.locale === 'de' ? 'zustand-a' : 'grade-a'}`);
      const afterGrade = await page.getByTestId('product-price').textContent();
      await page.getByTestId('option-ramGb-32').click();
      await expect(page.getByTestId('product-price')).not.toHaveText(afterGrade ?? '');
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(page.getByTestId('option-ramGb-32')).toHaveAttribute('aria-current', 'true');

      const ld = await jsonLd(page);
      const product = ld.find((o) => o['@type'] === 'Product') as { offers: { '@type': string; offers: { itemCondition: string; priceCurrency: string }[] }; brand: { name: string } };
      expect(product).toBeTruthy();
      expect(product.brand.name).toBe('Lenovo');
      expect(product.offers['@type']).toBe('AggregateOffer');
      expect(product.offers.offers[0]).toMatchObject({ itemCondition: 'https://schema.org/RefurbishedCondition', priceCurrency: 'EUR' });
      expect(ld.some((o) => o['@type'] === 'BreadcrumbList')).toBe(true);

      await expectNoAxeViolations(page, `product ${l.locale}`);
      await screenshots(page, `catalog-product-${l.locale}`);

      // the badge leads to its grade's section, in the page's language, without a full page load
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      await page.getByTestId('grade-badge').click();
      const anchor = l.locale === 'de' ? 'zustand-a' : 'grade-a';
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/what-does-it-mean-grade-a#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('search: suggestions by keyboard, results page and empty state', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${l.prefix}/`);
      await expect(page.getByTestId('home-bestsellers').getByTestId('product-card').first()).toBeVisible();
      const input = page.getByTestId('search-input');
      await input.fill('thinkp');
      await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toBeVisible();
      await input.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
      await input.press('Enter');
      await expect(page).toHaveURL(/\/products\/lenovo-thinkpad/);

      await page.goto(`${l.prefix}/products?q=Notebook`);
      expect(await resultCount(page)).toBeGreaterThan(20);
      await page.goto(`${l.prefix}/products?q=zzqxwv`);
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await expectNoAxeViolations(page, `empty search ${l.locale}`);
    });

    test('brands, categories, bestsellers and tags pages', async ({ page }) => {
      await page.goto(`${l.prefix}/products/brand`);
      await page.getByTestId('brand-list').getByRole('link', { name: /Fairphone/ }).click();
      await expect(page).toHaveURL(/brand=fairphone/);
      await expect(page.getByTestId('product-card')).toHaveCount(1);
      await page.goto(`${l.prefix}/categories`);
      await expect(page.getByTestId('category-tiles').getByRole('link')).toHaveCount(6);
      await expectNoAxeViolations(page, `categories ${l.locale}`);
      await page.goto(`${l.prefix}/products/bestsellers`);
      await expect(page.getByTestId('product-card')).toHaveCount(24);
      const tag = await page.goto(`${l.prefix}/tags/business`);
      expect(tag?.status()).toBe(200);
      expect((await page.goto(`${l.prefix}/tags/unknown-tag`))?.status()).toBe(404);
    });
  });
}

test('sitemap lists products in both locales with alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  const xml = await res.text();
  expect(xml).toContain('/products/lenovo-thinkpad-t14-gen-2</loc>');
  expect(xml).toContain('/en/products/lenovo-thinkpad-t14-gen-2</loc>');
  expect(xml).toMatch(/hreflang="en" href="[^"]+\/en\/gebrauchte-laptops"/);
});

test.describe('listing without JavaScript', () => {
  test('the filter and sort forms work as plain forms, and their apply buttons exist only then', async ({ browser, page, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const noJs = await context.newPage();
      await noJs.goto('/gebrauchte-laptops');
      await noJs.getByTestId('facet-brand-lenovo').check();
      await noJs.getByRole('button', { name: 'Filter anwenden' }).first().click();
      await expect(noJs).toHaveURL(/brand=lenovo/);
      await expect(noJs.getByTestId('facet-brand-lenovo')).toBeChecked();
      await expect(noJs.getByTestId('product-card').first()).toContainText('Lenovo');
    } finally {
      await context.close();
    }
    // with JavaScript every change applies at once: no apply button, before or after hydration
    await dismissConsent(page);
    await page.goto('/gebrauchte-laptops');
    await expect(page.getByRole('button', { name: 'Filter anwenden' })).toHaveCount(0);
  });
});
