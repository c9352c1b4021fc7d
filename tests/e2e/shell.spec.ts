import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, watchConsole } from './support';

const LOCALES = [
  { locale: 'de', prefix: '', subline: 'Nachhaltige IT-Hardware', notFound: 'Seite nicht gefunden', lang: 'de' },
  { locale: 'en', prefix: '/en', subline: 'Sustainable IT equipment', notFound: 'Page not found', lang: 'en' },
] as const;

for (const l of LOCALES) {
  test.describe(`shell (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('home: title form, lang, canonical and alternates', async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      await page.goto(`${l.prefix || '/'}`);
      await expect(page).toHaveTitle(`Zweitwerk | ${l.subline}`);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', l.locale === 'de' ? `${baseURL}/` : `${baseURL}/en`);
      await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute('href', `${baseURL}/`);
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${baseURL}/en`);
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', `${baseURL}/`);
      await expectNoAxeViolations(page, `home ${l.locale}`);
      await screenshots(page, `home-${l.locale}`);
      expect(problems).toEqual([]);
    });

    test('404: branded page with status 404, noindex and alternates', async ({ page, baseURL }) => {
      const res = await page.goto(`${l.prefix}/diese-seite-gibt-es-nicht`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.notFound);
      await expect(page).toHaveTitle(`Zweitwerk | ${l.notFound}`);
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${l.prefix}/diese-seite-gibt-es-nicht`);
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', `${baseURL}/diese-seite-gibt-es-nicht`);
      await expectNoAxeViolations(page, `404 ${l.locale}`);
      await screenshots(page, `404-${l.locale}`);
    });
  });
}
