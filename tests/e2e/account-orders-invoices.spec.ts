import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, type Page } from './support';

const LOCALES = [
  { locale: 'de', prefix: '', orders: 'Bestellungen', invoices: 'Rechnungen', shipped: 'Versandt', reorder: 'Erneut bestellen', co2: 'CO₂ vermieden', devices: 'Geräte im Einsatz' },
  { locale: 'en', prefix: '/en', orders: 'Orders', invoices: 'Invoices', shipped: 'Shipped', reorder: 'Order again', co2: 'CO₂ avoided', devices: 'Devices in use' },
] as const;

async function login(page: Page, prefix: string, email: string, target: string) {
  await page.goto(`${prefix}/account/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('zweitwerk-demo');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === target);
}

for (const l of LOCALES) {
  test.describe(`account orders and invoices (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('demo company: index tiles → orders → detail → invoice → PDF and XRechnung', async ({ page, request }) => {
      await login(page, l.prefix, 'demo@zweitwerk.de', `${l.prefix}/account`);
      await expect(page.getByTestId('account-tiles')).toBeVisible();
      await expect(page.getByTestId('tile-devices')).toContainText(l.devices);
      await expect(page.getByTestId('tile-co2')).toContainText(l.co2);
      await expect(page.getByTestId('latest-order-status').first()).not.toHaveText(/Rechnung$|Vorkasse|Prepayment|Pay by invoice/);
      await expectNoAxeViolations(page, `account index ${l.locale}`);
      await screenshots(page, `account-index-business-${l.locale}`);

      await page.getByTestId('all-orders-link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.orders);
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      await expect(page).toHaveTitle(`Zweitwerk | ${l.orders}`);
      await expectNoAxeViolations(page, `orders ${l.locale}`);
      await screenshots(page, `account-orders-${l.locale}`);
      // filter: only shipped orders
      await page.getByTestId('orders-filter').selectOption('shipped');
      await expect(page).toHaveURL(/status=shipped/);
      await expect(page.getByTestId('order-status').first()).toHaveText(l.shipped);
      const statuses = await page.getByTestId('order-status').allTextContents();
      expect(statuses.every((s) => s === l.shipped)).toBe(true);

      // a shipped order: serial numbers, timeline, invoice
      await page.getByTestId('order-link').first().click();
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await expect(page.getByTestId('order-serials').first()).toBeVisible();
      await expect(page.getByTestId('order-timeline').locator('li')).not.toHaveCount(0);
      await expectNoAxeViolations(page, `order detail ${l.locale}`);
      await screenshots(page, `account-order-detail-${l.locale}`);
      const invoiceLink = page.getByTestId('order-invoice-link').first();
      const invoiceNumber = ((await invoiceLink.textContent()) ?? '').match(/RE-\d{4}-\d{5}/)![0];
      await invoiceLink.click();
      await expect(page.getByTestId('invoice-detail')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(invoiceNumber);
      await expectNoAxeViolations(page, `invoice detail ${l.locale}`);
      await screenshots(page, `account-invoice-detail-${l.locale}`);

      // downloads: the auth cookie of the page authenticates them
      const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const pdfHref = (await page.getByTestId('invoice-pdf').getAttribute('href'))!;
      const pdf = await request.get(pdfHref, { headers: { cookie: cookies } });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const body = (await pdf.body()).toString('latin1');
      expect(body.startsWith('%PDF-')).toBe(true);
      expect(body).toContain(invoiceNumber);
      const xml = await request.get((await page.getByTestId('invoice-xml').getAttribute('href'))!, { headers: { cookie: cookies } });
      expect(xml.status()).toBe(200);
      expect(await xml.text()).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);

      await page.getByRole('link', { name: l.invoices, exact: true }).click();
      await expect(page.getByTestId('invoice-row').first()).toBeVisible();
      await expectNoAxeViolations(page, `invoices ${l.locale}`);
      await screenshots(page, `account-invoices-${l.locale}`);
    });

    test('private customer: no fleet tiles; order again fills the cart', async ({ page }) => {
      await login(page, l.prefix, 'kunde@zweitwerk.de', `${l.prefix}/account`);
      await expect(page.getByTestId('account-tiles')).toBeVisible();
      await expect(page.getByTestId('tile-co2')).toBeVisible();
      await expect(page.getByTestId('tile-devices')).toHaveCount(0);
      await expect(page.getByTestId('tile-pool')).toHaveCount(0);
      await screenshots(page, `account-index-private-${l.locale}`);
      await page.getByTestId('latest-order-link').first().click();
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await page.getByRole('button', { name: l.reorder }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/cart'));
    });
  });
}
