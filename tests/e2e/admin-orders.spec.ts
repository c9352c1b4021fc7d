import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { dismissConsent, ownProduct, expect, expectNoAxeViolations, screenshots, test, type Page } from './support';

/**
 * A prepayment order of two units of a product of the test's own for the demo company, placed
 * through the shop's own cart and checkout API, so the test never depends on what the demo seed,
 * another test or an earlier run left behind.
 */
async function prepaidDemoOrder(request: APIRequestContext): Promise<string> {
  const own = await ownProduct('admin-order', { stock: 2 });
  const login = await request.post('/api/v1/account/login', { data: { email: 'demo@zweitwerk.de', password: 'zweitwerk-demo' } });
  expect(login.status()).toBe(200);
  const { authToken } = (await login.json()) as { authToken: string };
  const cart = (await (await request.get('/api/cart/')).json()) as { id: string };
  expect((await request.post(`/api/cart/${cart.id}/lines`, { data: { variantId: own.variantId, quantity: 2 } })).status()).toBe(200);
  const placed = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${authToken}`, 'Idempotency-Key': randomUUID() },
    data: {
      cartId: cart.id,
      locale: 'de',
      email: 'demo@zweitwerk.de',
      customerType: 'business',
      firstName: 'Dana',
      lastName: 'Demo',
      company: 'Demo GmbH',
      shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      paymentMethod: 'prepayment',
      acceptTerms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
}

async function staffLogin(page: Page, prefix: string) {
  await page.goto(`${prefix}/admin/login`);
  await page.getByTestId('admin-email').fill('admin@zweitwerk.de');
  await page.getByTestId('admin-password').fill('zweitwerk-admin');
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL((url) => url.pathname === `${prefix}/admin/orders`);
}

test.describe('back office orders', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('anonymous visitors are sent to the staff login; a wrong password is named', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveTitle('Zweitwerk | Anmeldung Backoffice');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByTestId('admin-email').fill('admin@zweitwerk.de');
    await page.getByTestId('admin-password').fill('falsch-falsch');
    await page.getByTestId('admin-login-submit').click();
    await expect(page.getByTestId('admin-login-error')).toHaveText('E-Mail-Adresse oder Passwort sind falsch.');
    await expect(page.getByTestId('admin-email')).toHaveValue('admin@zweitwerk.de');
    await expectNoAxeViolations(page, 'admin login de');
    await screenshots(page, 'admin-login-de');
  });

  test('staff marks a prepaid demo order paid and ships it with serials; the customer sees the devices and the invoice', async ({ page, browser }) => {
    const orderNumber = await prepaidDemoOrder(page.request);
    await staffLogin(page, '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellungen');
    await expectNoAxeViolations(page, 'admin orders de');
    await screenshots(page, 'admin-orders-de');

    await page.getByRole('searchbox', { name: 'Bestellnummer oder E-Mail' }).fill('demo@zweitwerk.de');
    await page.getByLabel('Status').selectOption('awaiting_payment');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(/status=awaiting_payment/);
    const row = page.getByTestId('admin-order-row').filter({ hasText: orderNumber });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect(page.getByTestId('admin-order-status')).toHaveText('Wartet auf Zahlung');
    await expect(page.getByTestId('admin-ship-form')).toHaveCount(0);
    await expectNoAxeViolations(page, 'admin order detail de');
    await screenshots(page, 'admin-order-de');

    await page.getByTestId('admin-mark-paid').click();
    await expect(page.getByTestId('admin-order-status')).toHaveText('Bezahlt');
    await expect(page.getByTestId('admin-notice')).toContainText('Rechnung RE-');
    const invoiceNumber = /RE-[\d-]+/.exec((await page.getByTestId('admin-order-documents').textContent()) ?? '')![0];

    const suffix = String(Date.now()).slice(-6);
    const serials = [`SN-E2E-${suffix}-1`, `SN-E2E-${suffix}-2`];
    await page.getByTestId('admin-tracking').fill('00340434161094042557');
    await page.getByTestId('admin-serials-1').fill(serials.join('\n'));
    await page.getByTestId('admin-ship').click();
    await expect(page.getByTestId('admin-order-status')).toHaveText('Versendet');
    await expect(page.getByTestId('admin-order-tracking')).toHaveText('00340434161094042557');
    await expect(page.getByTestId('admin-ship-form')).toHaveCount(0);

    const customer = await browser.newPage();
    await dismissConsent(customer);
    await customer.goto('/account/login?redirectTo=%2Faccount%2Fdevices');
    await customer.getByTestId('login-email').fill('demo@zweitwerk.de');
    await customer.getByTestId('login-password').fill('zweitwerk-demo');
    await customer.getByTestId('login-submit').click();
    await customer.waitForURL((url) => url.pathname === '/account/devices');
    for (const s of serials) await expect(customer.locator(`[data-testid="device-row"][data-serial="${s}"]`)).toBeVisible();
    await customer.goto('/account/invoices');
    await expect(customer.getByTestId('invoice-row').filter({ hasText: invoiceNumber })).toBeVisible();

    // the customer's session does not open the back office
    expect((await customer.request.get('/api/admin/orders')).status()).toBe(403);
    await customer.goto('/admin/orders');
    await expect(customer.getByTestId('admin-forbidden')).toBeVisible();
    await customer.close();
  });

  test('/admin leads to the orders in each language, through the staff login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/en/admin');
    await expect(page).toHaveURL(/\/en\/admin\/login$/);
    await staffLogin(page, '');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellungen');
    await page.goto('/en/admin');
    await expect(page).toHaveURL(/\/en\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  });

  test('English back office: orders list and an order detail', async ({ page }) => {
    await staffLogin(page, '/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await expect(page).toHaveTitle('Zweitwerk | Orders');
    await expectNoAxeViolations(page, 'admin orders en');
    await screenshots(page, 'admin-orders-en');
    await page.getByTestId('admin-order-row').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin order detail en');
    // on a phone the items table scrolls sideways inside a region the keyboard can reach
    await page.setViewportSize({ width: 375, height: 812 });
    const items = page.getByRole('region', { name: 'Items' });
    await expect.poll(() => items.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await expect(items).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(page, 'admin order detail en at 375 px');
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshots(page, 'admin-order-en');
    await page.goto('/en/admin/orders?q=nobody-at-all@example.com');
    await expect(page.getByTestId('admin-orders-empty')).toHaveText('No orders match these filters.');
  });
});
