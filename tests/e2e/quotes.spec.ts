import { addOwnProductToCart, dismissConsent, ownProduct, expect, expectNoAxeViolations, screenshots, test, viewportScreenshots, type Page } from './support';

// The demo business customer turns a cart into a quote and orders it; the consumer gets no quotes.
const LOCALES = [
  { locale: 'de', prefix: '', quoteError: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.', create: 'Angebot erstellen', list: 'Angebote', open: 'Offen', ordered: 'Bestellt', order: 'Jetzt verbindlich bestellen', ask: 'Größere Menge beim Vertrieb anfragen', qtyError: 'Bitte geben Sie eine ganze Zahl', sent: 'Danke!' },
  { locale: 'en', prefix: '/en', quoteError: 'That did not work. Please try again.', create: 'Create quote', list: 'Quotes', open: 'Open', ordered: 'Ordered', order: 'Place binding order', ask: 'Ask sales for a larger quantity', qtyError: 'Please enter a whole number', sent: 'Thank you!' },
] as const;

async function login(page: Page, prefix: string, email: string, target: string) {
  await page.goto(`${prefix}/account/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('zweitwerk-demo');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === target);
}

/** Puts one unit of a laptop of the test's own into the cart; returns its title. */
async function addLaptop(page: Page, prefix: string): Promise<string> {
  const product = await ownProduct(`quote${prefix.replace('/', '-')}`);
  await addOwnProductToCart(page, prefix, product);
  return product.title;
}

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

for (const l of LOCALES) {
  test.describe(`quotes (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('business customer: cart → quote → PDF → list → order at the quote prices', async ({ page, request }) => {
      await login(page, l.prefix, 'demo@zweitwerk.de', `${l.prefix}/account/quotes`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.list);
      await expect(page).toHaveTitle(`Zweitwerk | ${l.list}`);
      // the seeded demo quote is there
      await expect(page.getByTestId('quote-row').first()).toBeVisible();
      await expectNoAxeViolations(page, `quotes list ${l.locale}`);

      const title = await addLaptop(page, l.prefix);
      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      const create = page.getByTestId('cart-create-quote');
      await expect(create).toHaveText(l.create);
      await expectNoAxeViolations(page, `cart with quote actions ${l.locale}`);

      // a quantity beyond stock goes to sales
      await page.getByText(l.ask).click();
      await page.getByTestId('quote-request-quantity').fill('1');
      await page.getByTestId('quote-request-submit').click();
      await expect(page.getByText(l.qtyError)).toBeVisible();
      await page.getByTestId('quote-request-quantity').fill('500');
      await page.getByTestId('quote-request-submit').click();
      await expect(page.getByTestId('quote-request-sent')).toContainText(l.sent);
      await expectNoAxeViolations(page, `cart quote request ${l.locale}`);

      await create.click();
      await page.waitForURL(/\/account\/quotes\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('quote-detail')).toBeVisible();
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const number = heading.match(/AN-\d{4}-\d{5}/)![0];
      await expect(page.getByTestId('quote-line')).toHaveCount(1);
      await expect(page.getByTestId('quote-line')).toContainText(title);
      await expect(page.getByTestId('quote-state')).toHaveText(l.open);
      await expectNoAxeViolations(page, `quote detail ${l.locale}`);
      await screenshots(page, `quote-detail-${l.locale}`);

      const pdfHref = (await page.getByTestId('quote-pdf').getAttribute('href'))!;
      const pdf = await request.get(pdfHref, { headers: { cookie: await cookieHeader(page) } });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const body = (await pdf.body()).toString('latin1');
      expect(body.startsWith('%PDF-')).toBe(true);
      expect(body).toContain(number);
      const quoteUrl = page.url();

      await page.goto(`${l.prefix}/account/quotes`);
      const row = page.getByTestId('quote-row').filter({ hasText: number });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('quote-state')).toHaveText(l.open);
      await screenshots(page, `quotes-list-${l.locale}`);

      await row.getByTestId('quote-link').click();
      await expect(page.getByTestId('quote-order-form')).toBeVisible();
      const total = (await page.getByTestId('quote-total').innerText()).trim();
      await page.getByTestId('quote-payment-invoice').check();
      await page.getByRole('button', { name: l.order }).click();
      await page.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await expect(page.getByTestId('order-detail')).toContainText(title);
      await expect(page.getByTestId('order-detail')).toContainText(total);

      await page.goto(quoteUrl);
      await expect(page.getByTestId('quote-ordered')).toBeVisible();
      await expect(page.getByTestId('quote-state')).toHaveText(l.ordered);
      await expect(page.getByTestId('quote-order-form')).toHaveCount(0);
      await expectNoAxeViolations(page, `ordered quote ${l.locale}`);
    });

    test('business customer: "Create quote" in the cart sidebar goes to the new quote; a failure shows there', async ({ page }) => {
      await login(page, l.prefix, 'demo@zweitwerk.de', `${l.prefix}/account`);
      const title = await addLaptop(page, l.prefix);
      const sidebar = page.getByTestId('cart-sidebar');
      const create = sidebar.getByTestId('sidebar-create-quote');
      await expect(create).toHaveText(l.create);
      await expectNoAxeViolations(page, `cart sidebar with quote button ${l.locale}`);
      await viewportScreenshots(page, `cart-sidebar-quote-${l.locale}`);

      // the account API failing: the message shows in the sidebar and the button can be used again
      const quotesApi = '**/api/v1/account/quotes';
      await page.route(quotesApi, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'down' } }) })
          : route.continue(),
      );
      await create.click();
      await expect(sidebar.getByTestId('sidebar-create-quote-error')).toHaveText(l.quoteError);
      await expect(create).toBeEnabled();
      await expectNoAxeViolations(page, `cart sidebar quote error ${l.locale}`);
      await page.unroute(quotesApi);

      await create.click();
      await page.waitForURL(new RegExp(`^[^?#]*${l.prefix}/account/quotes/[0-9a-f-]{36}$`));
      await expect(page.getByTestId('quote-detail')).toBeVisible();
      await expect(page.getByTestId('quote-line')).toHaveCount(1);
      await expect(page.getByTestId('quote-line')).toContainText(title);
      await expect(page.getByTestId('quote-state')).toHaveText(l.open);
      await expect(page.getByTestId('cart-sidebar')).toHaveCount(0);
    });

    test('guest: no quote button in the cart sidebar', async ({ page }) => {
      await addLaptop(page, l.prefix);
      const sidebar = page.getByTestId('cart-sidebar');
      await expect(sidebar.getByTestId('sidebar-checkout')).toBeVisible();
      await expect(sidebar.getByTestId('sidebar-create-quote')).toHaveCount(0);
      await expect(sidebar.getByText(l.create)).toHaveCount(0);
    });

    test('consumer: no quote button in the cart sidebar or the cart, no quotes page', async ({ page }) => {
      await login(page, l.prefix, 'kunde@zweitwerk.de', `${l.prefix}/account`);
      await addLaptop(page, l.prefix);
      const sidebar = page.getByTestId('cart-sidebar');
      await expect(sidebar.getByTestId('sidebar-checkout')).toBeVisible();
      await expect(sidebar.getByTestId('sidebar-create-quote')).toHaveCount(0);
      await expect(sidebar.getByText(l.create)).toHaveCount(0);
      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-checkout')).toBeVisible();
      await expect(page.getByTestId('cart-create-quote')).toHaveCount(0);
      await expect(page.getByText(l.create)).toHaveCount(0);
      await page.goto(`${l.prefix}/account/quotes`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/account$`));
      await expect(page.getByTestId('account-nav').getByText(l.list, { exact: true })).toHaveCount(0);
    });
  });
}
