import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, type Page } from './support';

type DLEvent = Record<string, unknown>;
const pageviews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DLEvent[] }).dataLayer ?? []).filter((e) => e.event === 'virtual_pageview'));

test.describe('language switch', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('keeps the current page and its query, both ways', async ({ page }) => {
    await page.goto('/diese-seite?x=1');
    await page.goto('/');
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tested IT hardware');
    await page.getByTestId('language-de').click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Geprüfte IT-Hardware');
  });

  test('on a 404 it leads to the same path in the other locale', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/gibt-es-nicht?utm_source=test');
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(/\/en\/gibt-es-nicht\?utm_source=test$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByTestId('language-de').click();
    await expect(page).toHaveURL(/localhost:\d+\/gibt-es-nicht\?utm_source=test$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });
});

test.describe('tag manager and consent', () => {
  test('the banner comes with the HTML: shown before any script of the page runs, to a first visit only', async ({ context }) => {
    // no page JavaScript at all (no hydration): what shows is the server's HTML, the CSS and the check
    // in <head>; a page of its own, since the test page's goto waits for hydration
    await context.route('**/_next/static/chunks/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/gebrauchte-laptops');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Ihre Privatsphäre');
    // not interactive yet, and it says so
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeDisabled();
    // a visitor who decided earlier never sees it, not even for a moment
    await page.evaluate(() => localStorage.setItem('zweitwerk-consent', JSON.stringify({ analytics: false, decidedAt: '2026-01-01T00:00:00Z' })));
    await page.goto('/en/gebrauchte-laptops');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('the banner the HTML brought becomes interactive in place: focus stays, the choice works', async ({ context }) => {
    // a page of its own: the test page's goto would wait for hydration, and this focuses before it
    const page = await context.newPage();
    await page.goto('/en', { waitUntil: 'commit' });
    const reject = page.getByTestId('consent-banner').getByRole('button', { name: 'Reject' });
    await reject.focus();
    await expect(reject).toBeEnabled();
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test('no request to the tag manager before consent; GTM loads after "Alle akzeptieren"', async ({ page }) => {
    const gtmRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtmLoaded = true;' });
    });
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
    await expectNoAxeViolations(page, 'consent banner');
    await screenshots(page, 'consent-banner-de');
    // events are queued even without the tag manager; once the pageview is queued, the shell's
    // consent effect has run too (same commit), so a tag manager it wanted would be in the DOM
    await expect.poll(async () => (await pageviews(page)).length).toBeGreaterThanOrEqual(1);
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(gtmRequests).toEqual([]);
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => gtmRequests.length).toBeGreaterThan(0);
    expect(gtmRequests[0]).toContain('gtm.js?id=GTM-ZWTEST1');
    // the choice is remembered: a reload loads GTM straight away and shows no banner
    gtmRequests.length = 0;
    await page.reload();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect.poll(() => gtmRequests.length).toBeGreaterThan(0);
  });

  test('"Ablehnen" keeps the tag manager away, also after a reload (English banner too)', async ({ page }) => {
    const gtmRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/en');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await banner.getByRole('button', { name: 'Reject' }).click();
    await page.reload();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect.poll(async () => (await pageviews(page)).length).toBeGreaterThanOrEqual(1);
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(gtmRequests).toEqual([]);
  });

  test('settings allow statistics explicitly', async ({ page }) => {
    const gtmRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    });
    await page.goto('/');
    await page.getByTestId('consent-settings').click();
    await page.getByTestId('consent-analytics').check();
    await page.getByTestId('consent-save').click();
    await expect.poll(() => gtmRequests.length).toBeGreaterThan(0);
  });

  test('every route change pushes a virtual pageview with path, locale, title, flags and the session id', async ({ page }) => {
    // statistics allowed: the session id and the UTM cookie are stored only with that consent
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await dismissConsent(page, true);
    await page.goto('/?utm_source=newsletter&utm_campaign=herbst');
    await expect.poll(async () => (await pageviews(page)).length).toBe(1);
    const [first] = await pageviews(page);
    const sessionId = await page.evaluate(() => sessionStorage.getItem('gtm-session-id'));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toMatchObject({ event: 'virtual_pageview', page_locale: 'de', page_title: 'Zweitwerk | Nachhaltige IT-Hardware', session_id: sessionId });
    expect(first!.page_path).toContain('/?utm_source=newsletter');
    expect(typeof first!.flags).toBe('object');
    // flags were fetched from the built-in service and stored
    expect(await page.evaluate(() => localStorage.getItem('futureFlatKey'))).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('futureFlatFlags'))) ?? 'null')).toEqual(first!.flags);
    // UTM parameters kept in a cookie
    const cookies = await page.context().cookies();
    const utm = cookies.find((c) => c.name === 'utm-params');
    expect(utm && JSON.parse(decodeURIComponent(utm.value))).toEqual({ utm_source: 'newsletter', utm_campaign: 'herbst' });
    expect(utm!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);
    // a client-side navigation
    await page.getByTestId('language-en').click();
    await expect.poll(async () => (await pageviews(page)).length).toBe(2);
    const second = (await pageviews(page))[1]!;
    expect(second).toMatchObject({ page_locale: 'en', page_title: 'Zweitwerk | Sustainable IT equipment', session_id: sessionId });
  });
});

test.describe('shell widgets', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('video modal plays the mp4 and closes with the close control and Escape', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByTestId('video-open');
    await opener.click();
    const modal = page.getByTestId('video-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('video-player')).toHaveAttribute('src', /\.mp4$/);
    await expect.poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'video modal');
    await page.getByTestId('video-modal-close').click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('debug overlay shows the breakpoint only with localStorage debug', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('debug-overlay')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('debug', '1'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByTestId('debug-overlay')).toContainText('xsUI');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByTestId('debug-overlay')).toContainText('mdUI');
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.getByTestId('debug-overlay')).toContainText('xlUI');
  });

  test('phone menu opens in the sidebar, traps focus and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/en');
    await page.getByTestId('menu-button').click();
    const sidebar = page.getByTestId('menu-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Laptops' })).toBeVisible();
    await expectNoAxeViolations(page, 'menu sidebar');
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByTestId('menu-button')).toBeFocused();
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('401 page in both locales', async ({ page }) => {
    const de = await page.goto('/401');
    expect(de?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte melden Sie sich an');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, '401');
    const en = await page.goto('/en/401');
    expect(en?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in');
    await screenshots(page, '401-en');
  });
});

test.describe('headers, robots and sitemap', () => {
  test('security headers on pages and API', async ({ request }) => {
    for (const path of ['/', '/en', '/api/health', '/nicht-da']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy'], path).toContain("script-src 'self' https://www.googletagmanager.com");
      expect(h['content-security-policy'], path).not.toContain('unsafe-inline\' https://www.googletagmanager.com');
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['x-powered-by'], path).toBeUndefined();
      expect(h['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('public pages are answered from the micro-cache, private pages never', async ({ request }) => {
    const path = `/gebrauchte-tablets?sort=price-asc&cachetest=${Date.now()}`;
    const first = await request.get(path);
    expect(first.headers()['x-page-cache']).toBe('MISS');
    const second = await request.get(path);
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(second.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
    expect(second.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await second.text()).toBe(await first.text());
    // another query is another page
    expect((await request.get(`${path}&page=2`)).headers()['x-page-cache']).toBe('MISS');
    for (const privatePath of ['/cart', '/checkout', '/account/login']) {
      await request.get(privatePath);
      const again = await request.get(privatePath);
      expect(again.headers()['x-page-cache'], privatePath).toBeUndefined();
      expect(again.headers()['cache-control'], privatePath).not.toContain('public');
    }
  });

  test('HSTS only on a production host', async ({ request }) => {
    const res = await request.get('/', { headers: { host: 'zweitwerk.de' } });
    expect(res.headers()['strict-transport-security']).toContain('max-age=');
  });

  test('robots.txt and sitemap.xml', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /account');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/en</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${baseURL}/"`);
  });
});
