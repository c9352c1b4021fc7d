import { dismissConsent, expect, test, type Page } from './support';

// Product cards, filter panels and the navigation of header and footer that the server has
// rendered for the same data before are
// written from its memo (components/common/memo-html.tsx). A query parameter of its own makes
// every request here a miss of the page cache, so each one is rendered: the first two meet the
// cards and the panel, the third and later are written from the memo. What the browser then gets
// must be the rendered HTML to the byte, hydrate without an error, and work as rendered cards and
// filters do.

const LOCALES = [
  { locale: 'de', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

/** The memoised parts: product grid, filter panel, the header's navigation, the footer's link columns. */
const PARTS = ['[data-testid="product-grid"]', '[data-testid="facets"]', 'header nav', 'footer nav[aria-labelledby]'];

/** The memoised parts of an HTML text, as the browser parses them. */
async function parts(page: Page, html: string): Promise<string[]> {
  return page.evaluate(
    ([text, selectors]) => {
      const doc = new DOMParser().parseFromString(text, 'text/html');
      return selectors.map((s) => [...doc.querySelectorAll(s)].map((el) => el.outerHTML).join('\n'));
    },
    [html, PARTS] as const,
  );
}

/** The same parts of the page in the browser, after hydration. */
async function hydratedParts(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => selectors.map((s) => [...document.querySelectorAll(s)].map((el) => el.outerHTML).join('\n')), PARTS);
}

for (const l of LOCALES) {
  test(`memoised cards, filters and navigation (${l.locale}): the rendered HTML, hydrated without errors, working`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await dismissConsent(page);
    const path = `${l.prefix}/gebrauchte-laptops`;
    const run = Date.now();
    const rendered = await (await request.get(`${path}?memo=${run}-1`)).text();
    await request.get(`${path}?memo=${run}-2`);
    await request.get(`${path}?memo=${run}-3`);

    const fromMemo = await (await request.get(`${path}?memo=${run}-4`)).text();
    const expected = await parts(page, rendered);
    // the cards in view at first preload their pictures before the page's content (React writes the
    // preloads at the start of the body), from the memo as when rendered
    const preloads = (html: string) =>
      page.evaluate(
        (text) => [...new DOMParser().parseFromString(text, 'text/html').querySelectorAll('body > link[rel="preload"][as="image"]')].map((l) => l.outerHTML),
        html,
      );
    const renderedPreloads = await preloads(rendered);
    expect(renderedPreloads.length).toBeGreaterThan(0);
    expect(renderedPreloads.length).toBeLessThanOrEqual(4);
    expect(await preloads(fromMemo)).toEqual(renderedPreloads);
    expect((await parts(page, fromMemo))[0]).toBe(expected[0]);

    await page.goto(`${path}?memo=${run}-5`);
    const [grid, facets, headerNav, footerNav] = expected;
    expect(grid).toContain('data-testid="product-card"');
    expect(facets).toContain('data-testid="facet-brand-lenovo"');
    expect(headerNav).toContain('aria-current="page"');
    expect(footerNav).toContain(`href="${l.prefix}/imprint"`);
    // sent in ASCII (server/react-renderer.mjs), read by the browser as the texts themselves
    expect(rendered).toMatch(/^[\x00-\x7f]*$/);
    expect(grid).toContain('€');
    // the hydrated page's DOM is the server's HTML: React changed nothing while hydrating
    expect(await hydratedParts(page)).toEqual(expected);
    expect(errors).toEqual([]);

    // the handlers hydration attached: a filter applies in the page, a card link navigates in it
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByTestId('facets').getByTestId('facet-brand-lenovo').check();
    await expect(page).toHaveURL(new RegExp(`${path}\\?brand=lenovo$`));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const last = page.getByTestId('product-card-link').last();
    const href = await last.getAttribute('href');
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // and a link of the header's navigation
    await page.locator('header nav').locator(`a[href="${l.prefix}/gebrauchte-handys"]`).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/gebrauchte-handys$`));
    await expect(page.locator('header nav a[aria-current="page"]')).toHaveAttribute('href', `${l.prefix}/gebrauchte-handys`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });
}
