import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, type Page } from './support';

const LOCALES = [
  { locale: 'de', prefix: '', kind: 'Rechnungskorrektur', partly: 'Teilweise korrigiert', forWord: 'zu', panel: 'Rechnungskorrekturen zu dieser Rechnung', corrects: 'Korrigiert Rechnung', of: 'vom' },
  { locale: 'en', prefix: '/en', kind: 'Credit note', partly: 'Partly credited', forWord: 'for', panel: 'Credit notes for this invoice', corrects: 'Corrects invoice', of: 'of' },
] as const;

async function login(page: Page, prefix: string, target: string) {
  await page.goto(`${prefix}/account/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByTestId('login-email').fill('demo@zweitwerk.de');
  await page.getByTestId('login-password').fill('zweitwerk-demo');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === target);
}

for (const l of LOCALES) {
  test.describe(`credit notes in the account (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    // the demo company sent back one of two laptops: its invoice is corrected by a credit note
    test('the credit note sits beside its invoice, downloads as PDF and XRechnung, and links both ways', async ({ page, request }) => {
      await login(page, l.prefix, `${l.prefix}/account/invoices`);
      const credit = page.getByTestId('credit-note-row');
      await expect(credit).toHaveCount(1);
      const creditNumber = (await credit.getByTestId('credit-note-link').textContent())!;
      expect(creditNumber).toMatch(/^KR-\d{4}-\d{5}$/);
      await expect(credit).toContainText(new RegExp(`${l.forWord} RE-\\d{4}-\\d{5}`));
      await expect(credit).toContainText(l.kind);
      const invoiceNumber = (await credit.textContent())!.match(/RE-\d{4}-\d{5}/)![0];
      // the row right above the credit note is the invoice it corrects, marked as partly credited
      const invoiceRow = page.locator('[data-testid="invoice-row"]:has(+ [data-testid="credit-note-row"])');
      await expect(invoiceRow.getByTestId('invoice-link')).toHaveText(invoiceNumber);
      await expect(invoiceRow).toContainText(l.partly);
      await expectNoAxeViolations(page, `invoices with credit note ${l.locale}`);
      await screenshots(page, `account-invoices-credit-note-${l.locale}`);

      const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const pdf = await request.get((await credit.getByTestId('download-pdf').getAttribute('href'))!, { headers: { cookie: cookies } });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).toString('latin1')).toContain(creditNumber);
      const xml = await request.get((await credit.getByTestId('download-xrechnung').getAttribute('href'))!, { headers: { cookie: cookies } });
      expect(xml.status()).toBe(200);
      const text = await xml.text();
      expect(text).toContain('<CreditNote xmlns=');
      expect(text).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
      const zugferd = await request.get((await credit.getByTestId('download-zugferd').getAttribute('href'))!, { headers: { cookie: cookies } });
      expect(zugferd.status()).toBe(200);

      // the invoice lists its credit note with its downloads
      await invoiceRow.getByTestId('invoice-link').click();
      const panel = page.getByTestId('invoice-credit-notes');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(l.panel);
      await expect(panel.getByTestId('invoice-credit-note')).toHaveCount(1);
      await expect(panel.getByTestId('invoice-credit-note')).toContainText(creditNumber);
      await expect(panel.getByTestId('download-pdf')).toBeVisible();
      await expectNoAxeViolations(page, `invoice with credit note ${l.locale}`);
      await screenshots(page, `account-invoice-credited-${l.locale}`);

      // the credit note names the invoice it corrects and links back to it
      await panel.getByRole('link', { name: creditNumber, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${l.kind} ${creditNumber}`);
      await expect(page.getByTestId('credit-note-corrects')).toContainText(new RegExp(`${invoiceNumber} · ${l.of} \\d`));
      await expect(page.getByText(l.corrects, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `credit note ${l.locale}`);
      await screenshots(page, `account-credit-note-${l.locale}`);
      await page.getByTestId('credit-note-corrects').getByRole('link', { name: invoiceNumber }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(invoiceNumber);
    });
  });
}
