import fs from 'node:fs';
import path from 'node:path';
import { addOwnProductToCart, dismissConsent, ownProduct, expect, expectNoAxeViolations, screenshots, test, watchConsole, type Page } from './support';

// Everything starts from a category page of the demo catalog (SEED_DEMO=1) and ends on the
// thank-you page, in both languages.
const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    submit: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung!',
    empty: 'Ihr Warenkorb ist leer',
    emailError: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    vatError: 'Diese USt-IdNr. hat kein gültiges Format, z. B. DE123456789.',
  },
  {
    locale: 'en',
    prefix: '/en',
    submit: 'Place order and pay',
    thanks: 'Thank you for your order!',
    empty: 'Your cart is empty',
    emailError: 'Please enter your email address.',
    vatError: 'This VAT ID does not have a valid format, e.g. DE123456789.',
  },
] as const;

const shotDir = path.join(process.cwd(), 'reports', 'screenshots');

/** Viewport screenshots at 375 and 1280 px with the overlay open (full-page shots stretch fixed panels). */
async function overlayShots(page: Page, name: string, reopen: () => Promise<void>) {
  fs.mkdirSync(shotDir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await reopen();
    // the panel slides in: shoot once its animations have finished
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: path.join(shotDir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A product of the test's own (tests/e2e/support.ts), one unit of it in the cart; returns its title. */
async function addOwnProduct(page: Page, prefix: string, name: string): Promise<string> {
  const product = await ownProduct(name);
  await addOwnProductToCart(page, prefix, product);
  return product.title;
}

async function fillGuest(page: Page, email: string) {
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-firstName').fill('Erika');
  await page.getByTestId('field-lastName').fill('Mustermann');
  await page.getByTestId('field-shippingAddress.street').fill('Musterstraße 12');
  await page.getByTestId('field-shippingAddress.postalCode').fill('10115');
  await page.getByTestId('field-shippingAddress.city').fill('Berlin');
}

type DataLayerEvent = { event?: string; ecommerce?: { transaction_id: string; value: number; tax: number; shipping: number; currency: string; items: unknown[] } | null };

for (const l of LOCALES) {
  test.describe(`checkout (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('guest buys with prepayment; after the order the cart is empty', async ({ page }) => {
      const problems = watchConsole(page);
      const title = await addOwnProduct(page, l.prefix, `guest-${l.locale}`);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await overlayShots(page, `checkout-sidebar-${l.locale}`, async () => {
        if (!(await page.getByTestId('cart-sidebar').isVisible())) await page.getByTestId('cart-button').click();
        await expect(page.getByTestId('cart-sidebar')).toBeVisible();
      });

      // the sidebar over the cart page (the product page underneath is another area's to check)
      await page.goto(`${l.prefix}/cart`);
      await page.getByTestId('cart-button').click();
      await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
      await expectNoAxeViolations(page, `cart sidebar ${l.locale}`);
      await page.getByTestId('sidebar-checkout').click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout$`));
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('checkout-line')).toHaveCount(1);
      await expect(page.getByTestId('checkout-line')).toContainText(title);
      await expect(page.getByTestId('place-order')).toHaveText(l.submit);

      // an empty submit names every problem and focuses the first field
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('checkout-error')).toBeVisible();
      await expect(page.getByTestId('error-email')).toHaveText(l.emailError);
      await expect(page.getByTestId('field-email')).toBeFocused();
      await expectNoAxeViolations(page, `checkout with errors ${l.locale}`);
      await screenshots(page, `checkout-errors-${l.locale}`);

      await fillGuest(page, `gast-${l.locale}@example.de`);
      await page.getByTestId('accept-terms').check();
      await expect(page.getByTestId('payment-invoice')).toBeDisabled();
      await expect(page.getByTestId('payment-prepayment')).toBeChecked();
      await screenshots(page, `checkout-${l.locale}`);
      const total = (await page.getByTestId('checkout-summary-total').innerText()).trim();

      await page.getByTestId('place-order').click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/thank-you/ZW-\\d{4}-\\d{6}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
      const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
      await expect(page.getByTestId('bank-details')).toContainText('DE89 3704 0044 0532 0130 00');
      await expect(page.getByTestId('bank-details')).toContainText(orderNumber);
      await expect(page.getByTestId('bank-details')).toContainText(total);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      const events = (await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)) as DataLayerEvent[];
      const purchase = events.filter((e) => e.event === 'purchase');
      expect(purchase).toHaveLength(1);
      expect(purchase[0]!.ecommerce).toMatchObject({ transaction_id: orderNumber, currency: 'EUR', shipping: 5.9 });
      expect(purchase[0]!.ecommerce!.items).toHaveLength(1);
      expect(purchase[0]!.ecommerce!.tax).toBeCloseTo(purchase[0]!.ecommerce!.value - purchase[0]!.ecommerce!.value / 1.19, 2);
      await expectNoAxeViolations(page, `thank-you ${l.locale}`);
      await screenshots(page, `checkout-thank-you-${l.locale}`);

      // a reload keeps the page (the browser's access cookie) and does not count the purchase again
      await page.reload();
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      const again = (await page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [])).filter((e) => e.event === 'purchase');
      expect(again).toHaveLength(0);

      // after the order, a reload of the cart shows it empty
      await page.goto(`${l.prefix}/cart`);
      await page.reload();
      await expect(page.getByTestId('cart-empty')).toContainText(l.empty);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      await screenshots(page, `checkout-cart-empty-${l.locale}`);

      // another browser cannot see the order
      const stranger = await page.context().browser()!.newPage();
      const res = await stranger.goto(page.url().replace(/\/cart$/, `/thank-you/${orderNumber}`));
      expect(res?.status()).toBe(404);
      await stranger.close();
      expect(problems).toEqual([]);
    });

    test('business guest buys with a VAT ID and a PO number; invoice needs a business account', async ({ page }) => {
      await addOwnProduct(page, l.prefix, `business-${l.locale}`);
      await page.getByTestId('sidebar-checkout').click();
      await fillGuest(page, `einkauf-${l.locale}@muster.example`);
      await page.getByTestId('customer-business').check();
      await page.getByTestId('field-company').fill('Muster GmbH');
      await page.getByTestId('field-vatId').fill('DE12345');
      await page.getByTestId('field-vatId').blur();
      await expect(page.getByTestId('error-vatId')).toHaveText(l.vatError);
      await page.getByTestId('field-vatId').fill('DE 123 456 789');
      await expect(page.getByTestId('error-vatId')).toHaveCount(0);
      await page.getByTestId('field-poNumber').fill('PO-4711');
      await expect(page.getByTestId('payment-invoice')).toBeDisabled();
      await expect(page.getByTestId('payment-prepayment')).toBeChecked();
      await page.getByTestId('billing-different').check();
      await page.getByTestId('field-billingAddress.name').fill('Buchhaltung');
      await page.getByTestId('field-billingAddress.street').fill('Rechnungsweg 5');
      await page.getByTestId('field-billingAddress.postalCode').fill('1010');
      await page.getByTestId('field-billingAddress.country').selectOption('AT');
      await page.getByTestId('field-billingAddress.city').fill('Wien');
      await page.getByTestId('accept-terms').check();
      await expectNoAxeViolations(page, `business checkout ${l.locale}`);
      await screenshots(page, `checkout-business-${l.locale}`);
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-number')).toBeVisible();
      await expect(page.getByTestId('bank-details')).toBeVisible();
      await expect(page.getByTestId('thank-you')).toContainText('Muster GmbH');
      await expect(page.getByTestId('thank-you')).toContainText('DE123456789');
      await expect(page.getByTestId('thank-you')).toContainText('PO-4711');
      await expect(page.getByTestId('thank-you')).toContainText('Wien');
      await screenshots(page, `checkout-thank-you-business-${l.locale}`);
    });
  });
}

test.describe('cart', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('survives a reload, with quantity changes; the form keeps what was typed', async ({ page }) => {
    await addOwnProduct(page, '', 'cart-reload');
    await page.getByTestId('sidebar-view-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const increase = line.getByTestId('quantity-increase');
    await expect(increase).toBeEnabled();
    const saved = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/lines\//.test(r.url()) && r.request().method() === 'PATCH' && r.ok());
    await increase.click();
    await expect(line.getByTestId('quantity-value')).toHaveText('2');
    await saved;
    const quantity = '2';
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line').getByTestId('quantity-value')).toHaveText(quantity);
    await expectNoAxeViolations(page, 'cart page');
    await screenshots(page, 'checkout-cart-de');

    await page.goto('/checkout');
    await page.getByTestId('field-email').fill('draft@example.de');
    await page.getByTestId('customer-business').check();
    await page.getByTestId('field-company').fill('Entwurf AG');
    await page.reload();
    await expect(page.getByTestId('field-email')).toHaveValue('draft@example.de');
    await expect(page.getByTestId('field-company')).toHaveValue('Entwurf AG');
    await expect(page.getByTestId('accept-terms')).not.toBeChecked();

    await page.goto('/cart');
    await page.getByTestId('cart-line-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('keyboard only: from the product page to the thank-you page', async ({ page }) => {
    const product = await ownProduct('keyboard');
    await page.goto(`/products/${product.handle}`);

    const tabTo = async (selector: string, max = 120) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await tabTo('[data-testid=add-to-cart]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
    await tabTo('[data-testid=sidebar-checkout]', 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);

    const typeInto = async (testId: string, value: string) => {
      await tabTo(`[data-testid="${testId}"]`, 60);
      await page.keyboard.type(value);
    };
    await typeInto('field-email', 'tastatur@example.de');
    await typeInto('field-firstName', 'Kai');
    await typeInto('field-lastName', 'Tastatur');
    await typeInto('field-shippingAddress.street', 'Tabweg 9');
    await typeInto('field-shippingAddress.postalCode', '20095');
    await typeInto('field-shippingAddress.city', 'Hamburg');
    await tabTo('[data-testid=accept-terms]');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('accept-terms')).toBeChecked();
    await tabTo('[data-testid=place-order]', 10);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-number')).toBeVisible();
  });
});

test.describe('signed-in customer', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('gets the details prefilled, buys on invoice and sees the order from another browser too', async ({ page, request, baseURL, browser }) => {
    const login = await request.post('/api/v1/account/login', { data: { email: 'demo@zweitwerk.de', password: 'zweitwerk-demo' } });
    expect(login.ok()).toBe(true);
    const { authToken } = (await login.json()) as { authToken: string };
    const authCookie = { name: 'zweitwerk-auth-jwt', value: authToken, url: baseURL! };
    await page.context().addCookies([authCookie]);

    await addOwnProduct(page, '', 'signed-in');
    await page.getByTestId('sidebar-checkout').click();
    await expect(page.getByTestId('field-email')).toHaveValue('demo@zweitwerk.de');
    await expect(page.getByTestId('field-company')).toHaveValue('Demo GmbH');
    await expect(page.getByTestId('field-vatId')).toHaveValue('DE123456789');
    await expect(page.getByTestId('field-shippingAddress.city')).toHaveValue('Berlin');
    await expect(page.getByTestId('payment-invoice')).toBeChecked();
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('place-order').click();
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

    // the owner, signed in elsewhere without the order cookie, still sees it
    const other = await browser.newContext({ baseURL });
    await other.addCookies([authCookie]);
    const otherPage = await other.newPage();
    const res = await otherPage.goto(`/thank-you/${orderNumber}`);
    expect(res?.status()).toBe(200);
    await expect(otherPage.getByTestId('order-number')).toHaveText(orderNumber);
    await other.close();
  });
});
