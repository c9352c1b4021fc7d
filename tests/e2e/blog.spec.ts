import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, expectNoAxeViolations, screenshots, watchConsole } from './support';

const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    index: 'Ratgeber & Blog',
    article: 'Zertifizierte Datenlöschung: DIN 66399, NIST 800-88 und was ein Löschzertifikat enthält',
    author: 'Murat Yılmaz',
    date: '14. Juli 2026',
    readingTime: /\d+ Minuten Lesezeit/,
    tagLabel: 'Datensicherheit',
    tagTitle: 'Thema: Datensicherheit',
    next: 'Weiter',
    pagesTitle: 'Seiten & Ratgeber',
    searches: [
      { q: 'leasing', path: '/services/leasing', option: 'Leasing' },
      { q: 'Kontakt', path: '/contact', option: 'Kontakt' },
    ],
  },
  {
    locale: 'en',
    prefix: '/en',
    index: 'Guides & blog',
    article: 'Certified data erasure: DIN 66399, NIST 800-88 and what an erasure certificate contains',
    author: 'Murat Yılmaz',
    date: '14 July 2026',
    readingTime: /\d+ minute read/,
    tagLabel: 'Data security',
    tagTitle: 'Topic: Data security',
    next: 'Next',
    pagesTitle: 'Pages & guides',
    searches: [
      { q: 'leasing', path: '/en/services/leasing', option: 'Leasing' },
      { q: 'contact', path: '/en/contact', option: 'Contact' },
    ],
  },
] as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

async function axeAtBothWidths(page: Page, context: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page, `${context} at ${width}px`);
  }
}

for (const l of LOCALES) {
  test.describe(`blog (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('index: title, alternates, pages and the tag filter', async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      const res = await page.goto(`${l.prefix}/blog`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`Zweitwerk | ${l.index}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.index);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${l.prefix}/blog`);
      await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute('href', `${baseURL}/blog`);
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${baseURL}/en/blog`);
      const cards = page.getByTestId('article-grid').getByTestId('article-card');
      await expect(cards).toHaveCount(6);
      // newest first: the home-office article (10 November 2026) opens the list
      await expect(cards.first().getByRole('heading')).toContainText(/Homeoffice|home-office/);
      await axeAtBothWidths(page, `blog index ${l.locale}`);
      await screenshots(page, `blog-index-${l.locale}`);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId('blog-pagination').getByRole('link', { name: l.next }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog\\?page=2$`));
      await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(3);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${l.prefix}/blog?page=2`);

      await page.getByTestId('blog-tag-filter').getByRole('link', { name: new RegExp(l.tagLabel) }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog\\?tag=data-security$`));
      await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(1);
      await expect(page.getByTestId('article-card').getByRole('heading')).toHaveText(l.article);

      expect((await page.request.get(`${l.prefix}/blog?page=9`)).status()).toBe(404);
      expect((await page.request.get(`${l.prefix}/blog?tag=Bad%20Tag`)).status()).toBe(404);
      expect(problems).toEqual([]);
    });

    test('article: facts, Article JSON-LD, products, neighbours and the language switch', async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      const res = await page.goto(`${l.prefix}/blog/certified-data-erasure`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
      await expect(page).toHaveTitle(`Zweitwerk | ${l.article}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.article);
      const meta = page.getByTestId('article-meta');
      await expect(meta).toContainText(l.author);
      await expect(meta).toContainText(l.date);
      await expect(meta).toContainText(l.readingTime);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${l.prefix}/blog/certified-data-erasure`);
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${baseURL}/en/blog/certified-data-erasure`);
      await expect(page.getByRole('article').getByRole('img')).toHaveAttribute('alt', /.{20,}/);

      const article = (await jsonLd(page)).find((o) => o['@type'] === 'Article');
      expect(article).toMatchObject({
        headline: l.article,
        datePublished: '2026-07-14',
        author: { '@type': 'Person', name: l.author },
        publisher: { '@type': 'Organization', name: 'Zweitwerk' },
        url: `${baseURL}${l.prefix}/blog/certified-data-erasure`,
        image: `${baseURL}/images/blog/certified-data-erasure.svg`,
      });

      const neighbours = page.getByTestId('article-neighbours');
      await expect(neighbours.locator('a[rel=prev]')).toHaveAttribute('href', `${l.prefix}/blog/grades-explained`);
      await expect(neighbours.locator('a[rel=next]')).toHaveAttribute('href', `${l.prefix}/blog/co2-esg-reporting-it`);
      await expect(page.getByTestId('article-more').getByTestId('article-card')).toHaveCount(3);
      await axeAtBothWidths(page, `article ${l.locale}`);
      await screenshots(page, `blog-article-${l.locale}`);

      // the language switch leads to the same article in the other language
      await page.setViewportSize({ width: 1280, height: 900 });
      const other = l.locale === 'de' ? 'en' : 'de';
      await page.getByTestId(`language-${other}`).first().click();
      await expect(page).toHaveURL(new RegExp(`${other === 'en' ? '/en' : ''}/blog/certified-data-erasure$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOCALES.find((x) => x.locale === other)!.article);
      expect(problems).toEqual([]);
    });

    test('article with products: the catalog cards link to the products', async ({ page }) => {
      await page.goto(`${l.prefix}/blog/used-business-laptop-checklist`);
      const products = page.getByTestId('article-products').getByTestId('product-card');
      await expect(products).toHaveCount(4);
      await products.first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products/lenovo-thinkpad-t480$`));
    });

    test('tag pages: articles only, articles with products, unknown tag', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const res = await page.goto(`${l.prefix}/tags/data-security`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`Zweitwerk | ${l.tagTitle}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.tagTitle);
      await expect(page.getByTestId('tag-articles').getByTestId('article-card')).toHaveCount(1);
      await axeAtBothWidths(page, `article tag ${l.locale}`);
      await screenshots(page, `blog-tag-${l.locale}`);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${l.prefix}/tags/business`);
      // three articles above the products, the rest one link away
      await expect(page.getByTestId('tag-articles').getByTestId('article-card')).toHaveCount(3);
      await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
      await axeAtBothWidths(page, `mixed tag ${l.locale}`);
      await screenshots(page, `blog-tag-mixed-${l.locale}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId('tag-all-articles').click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog\\?tag=business$`));
      await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(5);

      expect((await page.request.get(`${l.prefix}/tags/no-such-topic`)).status()).toBe(404);
    });

    for (const s of l.searches) {
      test(`site search: "${s.q}" suggests and finds ${s.path}`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${l.prefix}/`);
        const input = page.getByTestId('search-input');
        await input.fill(s.q);
        // the first suggestion among pages and guides is the page itself
        const option = page.getByTestId('search-suggestions-pages').getByRole('option').first();
        await expect(option).toContainText(s.option);
        await option.click();
        await expect(page).toHaveURL(new RegExp(`${s.path}$`));

        await page.goto(`${l.prefix}/products?q=${encodeURIComponent(s.q)}`);
        const results = page.getByRole('region', { name: l.pagesTitle });
        await expect(results.getByRole('link').first()).toHaveAttribute('href', s.path);
      });
    }
  });
}

test('sitemap lists the blog with alternates in both languages', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${baseURL}/blog/battery-health</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/blog/battery-health</loc>`);
  expect(xml).toContain(`hreflang="en" href="${baseURL}/en/blog/battery-health"`);
  expect(xml).toContain(`<loc>${baseURL}/tags/data-security</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/blog</loc>`);
});
