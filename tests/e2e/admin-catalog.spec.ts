import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { dismissConsent, expect, expectNoAxeViolations, PRICE_TEST_HANDLE, screenshots, test, type Page } from './support';

/** The product these tests edit: not the price tests' product; every change is undone at the end. */
const HANDLE = 'dell-latitude-7330';
const TITLE = 'Dell Latitude 7330';

type Offer = { id: number; sku: string; priceCents: number; listPriceCents: number | null; stock: number };
type AdminProductJson = { id: number; handle: string; offers: Offer[] };

async function staffLogin(page: Page, prefix: string) {
  await page.goto(`${prefix}/admin/login`);
  await page.getByTestId('admin-email').fill('admin@zweitwerk.de');
  await page.getByTestId('admin-password').fill('zweitwerk-admin');
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL((url) => url.pathname === `${prefix}/admin/orders`);
}

/** The product as the admin API answers it (the page's staff session). */
async function adminProduct(page: Page, id: string): Promise<AdminProductJson> {
  const res = await page.request.get(`/api/admin/catalog/products/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminProductJson;
}

function euros(cents: number, sep = ','): string {
  return `${Math.trunc(cents / 100)}${sep}${String(cents % 100).padStart(2, '0')}`;
}

async function exportCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('admin-catalog-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^zweitwerk-katalog-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFileSync((await download.path())!, 'utf8');
}

async function importFile(page: Page, csv: string, name = 'katalog.csv') {
  await page.getByTestId('admin-catalog-import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByTestId('admin-catalog-import-start').click();
}

test.describe('back office catalog', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('staff finds a product, changes an offer\'s price and stock, and the shop shows it at once', async ({ page, browser }) => {
    await staffLogin(page, '');
    await page.getByTestId('admin-nav').getByRole('link', { name: 'Katalog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katalog');
    await expect(page).toHaveTitle('Zweitwerk | Katalog');
    await expectNoAxeViolations(page, 'admin catalog de');
    await screenshots(page, 'admin-catalog-de');

    await page.getByRole('searchbox', { name: 'Name, Handle oder SKU' }).fill('latitude 7330');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(/q=latitude/);
    await expect(page.getByTestId('admin-catalog-row')).toHaveCount(1);
    await page.getByTestId('admin-catalog-row').getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expectNoAxeViolations(page, 'admin catalog product de');
    await screenshots(page, 'admin-catalog-product-de');

    const id = /\/admin\/catalog\/(\d+)/.exec(page.url())![1]!;
    const before = await adminProduct(page, id);
    expect(before.handle).not.toBe(PRICE_TEST_HANDLE);
    const offer = before.offers[0]!;
    const newPrice = offer.priceCents - 1100;
    const price = page.getByTestId(`admin-offer-price-${offer.sku}`);
    const stock = page.getByTestId(`admin-offer-stock-${offer.sku}`);
    await expect(price).toHaveValue(euros(offer.priceCents));

    // a price that is no number is named at its field and nothing is sent
    await price.fill('zwölf');
    await page.getByTestId('admin-catalog-save-offers').click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Bitte korrigieren Sie die markierten Felder.');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte einen Preis größer 0 in Euro eingeben, z. B. 449,00.')).toBeVisible();

    await price.fill(euros(newPrice));
    await stock.fill('2');
    await page.getByTestId('admin-catalog-save-offers').click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Gespeichert. Der Shop zeigt die Änderung sofort.');
    await expect(price).toHaveValue(euros(newPrice));
    await expect(page.getByTestId('admin-catalog-offer').filter({ hasText: offer.sku })).toContainText(euros(newPrice));
    const after = await adminProduct(page, id);
    expect(after.offers.find((o) => o.id === offer.id)).toMatchObject({ priceCents: newPrice, stock: 2 });

    // the public product page (another visitor) shows the new price and stock
    const shopper = await browser.newPage();
    await dismissConsent(shopper);
    const priceText = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(newPrice / 100);
    await expect(async () => {
      await shopper.goto(`/products/${HANDLE}?variant=${offer.id}`);
      await expect(shopper.getByTestId('product-price')).toContainText(priceText, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(shopper.getByTestId('stock')).toHaveText('Nur noch 2 auf Lager');
    await shopper.goto(`/en/products/${HANDLE}?variant=${offer.id}`);
    await expect(shopper.getByTestId('stock')).toHaveText('Only 2 in stock');
    await shopper.close();

    // undo: other spec files share this database
    await price.fill(euros(offer.priceCents));
    await stock.fill(String(offer.stock));
    await page.getByTestId('admin-catalog-save-offers').click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Gespeichert. Der Shop zeigt die Änderung sofort.');
    expect((await adminProduct(page, id)).offers.find((o) => o.id === offer.id)).toMatchObject({ priceCents: offer.priceCents, stock: offer.stock });
  });

  test('CSV export, an import with a bad row names the line, a good import changes the catalog', async ({ page }) => {
    await staffLogin(page, '');
    await page.goto('/admin/catalog');
    const csv = await exportCsv(page);
    const records = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    const header = records[0]!;
    expect(header.slice(0, 3)).toEqual(['handle', 'sku', 'title']);
    const col = (name: string) => header.indexOf(name);
    const rowIndex = records.findIndex((r) => r[col('handle')] === HANDLE);
    expect(rowIndex).toBeGreaterThan(0);
    const originalStock = records[rowIndex]![col('stock')]!;
    const write = (rows: string[][]) => stringify(rows, { delimiter: ';', bom: true, record_delimiter: 'windows' });

    await page.getByTestId('admin-catalog-import-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katalog importieren');
    await expect(page.getByTestId('admin-catalog-import-rules')).toContainText('Neue SKU: legt für das Produkt mit diesem Handle ein Angebot');
    await expectNoAxeViolations(page, 'admin catalog import de');
    await screenshots(page, 'admin-catalog-import-de');

    // one bad row: nothing changes, the line and the column are named
    const bad = records.map((r) => [...r]);
    bad[rowIndex]![col('stock')] = String(Number(originalStock) + 3);
    bad[rowIndex + 1]![col('price_eur')] = 'teuer';
    await importFile(page, write(bad));
    await expect(page.getByTestId('admin-catalog-import-failed')).toHaveText('Der Import wurde nicht ausgeführt, es wurde nichts geändert. 1 Fehler:');
    const errorRow = page.getByTestId('admin-catalog-import-error');
    await expect(errorRow).toHaveCount(1);
    // the header is line 1, the first data row line 2 (all rows of the export are one line each)
    await expect(errorRow.locator('td').nth(0)).toHaveText(String(rowIndex + 2));
    await expect(errorRow.locator('td').nth(1)).toHaveText('price_eur');
    await expect(errorRow.locator('td').nth(2)).toContainText('Keine gültige Zahl');
    await expectNoAxeViolations(page, 'admin catalog import errors de');
    await screenshots(page, 'admin-catalog-import-errors-de');
    const id = await page.request.get(`/api/admin/catalog/products?q=${HANDLE}`).then(async (r) => ((await r.json()) as { products: { id: number }[] }).products[0]!.id);
    const sku = records[rowIndex]![col('sku')]!;
    expect((await adminProduct(page, String(id))).offers.find((o) => o.sku === sku)!.stock).toBe(Number(originalStock));

    // a good file: progress reaches the end and the change is saved
    const good = records.map((r) => [...r]);
    good[rowIndex]![col('stock')] = String(Number(originalStock) + 3);
    await importFile(page, write(good));
    await expect(page.getByTestId('admin-catalog-import-done')).toContainText('Neue Produkte: 0, neue Angebote: 0, geänderte Angebote: 1, geänderte Produkte: 0, Preisänderungen (in der Preishistorie gespeichert): 0.');
    await expect(page.getByRole('progressbar', { name: 'Fortschritt des Imports' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('admin-catalog-import-errors')).toHaveCount(0);
    expect((await adminProduct(page, String(id))).offers.find((o) => o.sku === sku)!.stock).toBe(Number(originalStock) + 3);
    await screenshots(page, 'admin-catalog-import-done-de');

    // the unchanged export restores the catalog
    await importFile(page, csv);
    await expect(page.getByTestId('admin-catalog-import-done')).toContainText('geänderte Angebote: 1, geänderte Produkte: 0');
    expect((await adminProduct(page, String(id))).offers.find((o) => o.sku === sku)!.stock).toBe(Number(originalStock));

    // rows with a new handle and new SKUs create an (unpublished) product with two offers
    const tag = String(Date.now()).slice(-8);
    const newHandle = `e2e-neues-geraet-${tag}`;
    const base = records[rowIndex]!;
    const newRow = (newSku: string, grade: string, priceEur: string) =>
      header.map((h) =>
        ({ handle: newHandle, sku: newSku, title: `E2E Neues Gerät ${tag}`, grade, price_eur: priceEur, list_price_eur: '', stock: '2', published: 'nein', summary_de: 'Neu aus dem Import.', summary_en: 'New from the import.' })[h] ?? base[col(h)]!,
      );
    // first a file with an unknown brand: nothing is created, the cell is named
    const unknownBrand = [header, newRow(`E2E-${tag}-A`, 'A', '399,00')];
    unknownBrand[1]![col('brand')] = 'keine-marke';
    await importFile(page, write(unknownBrand));
    await expect(page.getByTestId('admin-catalog-import-error')).toHaveCount(1);
    await expect(errorRow.locator('td').nth(1)).toHaveText('brand');
    await expect(errorRow.locator('td').nth(2)).toHaveText('Keine Marke hat dieses Kürzel (ein neues Produkt braucht eine vorhandene Marke).');
    await importFile(page, write([header, newRow(`E2E-${tag}-A`, 'A', '399,00'), newRow(`E2E-${tag}-B`, 'B', '349,00')]));
    await expect(page.getByTestId('admin-catalog-import-done')).toContainText('Neue Produkte: 1, neue Angebote: 2, geänderte Angebote: 0');
    await page.goto(`/admin/catalog?q=${newHandle}`);
    await expect(page.getByTestId('admin-catalog-row')).toHaveCount(1);
    await page.getByTestId('admin-catalog-row').getByRole('link', { name: `E2E Neues Gerät ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E Neues Gerät ${tag}`);
    await expect(page.getByTestId(`admin-offer-price-E2E-${tag}-B`)).toHaveValue('349,00');
    await expectNoAxeViolations(page, 'admin catalog imported product de');
    await screenshots(page, 'admin-catalog-imported-product-de');
  });

  test('English back office: catalog list, empty state, product and import pages', async ({ page }) => {
    await staffLogin(page, '/en');
    await page.goto('/en/admin/catalog?q=no-such-device-anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
    await expect(page).toHaveTitle('Zweitwerk | Catalog');
    await expect(page.getByTestId('admin-catalog-empty')).toContainText('No products match these filters.');
    await expectNoAxeViolations(page, 'admin catalog empty en');
    await screenshots(page, 'admin-catalog-empty-en');

    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page.getByTestId('admin-catalog-row').first()).toBeVisible();
    await page.getByLabel('Published').selectOption('yes');
    await page.getByLabel('Category').selectOption('laptops');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/category=laptops/);
    await page.getByTestId('admin-catalog-row').getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
    await expect(page.getByLabel('Summary (English)')).not.toHaveValue('');
    await expectNoAxeViolations(page, 'admin catalog product en');
    await screenshots(page, 'admin-catalog-product-en');

    // keyboard: the first price field is reachable and a stock that is no number is named
    const id = /\/admin\/catalog\/(\d+)/.exec(page.url())![1]!;
    const offer = (await adminProduct(page, id)).offers[0]!;
    await page.getByTestId(`admin-offer-stock-${offer.sku}`).fill('-1');
    await page.getByTestId(`admin-offer-stock-${offer.sku}`).press('Enter');
    await expect(page.getByTestId('admin-notice')).toHaveText('Please correct the marked fields.');
    await expect(page.getByText('Please enter a whole number from 0.')).toBeVisible();
    expect((await adminProduct(page, id)).offers[0]!.stock).toBe(offer.stock);

    await page.goto('/en/admin/catalog/import');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import catalog');
    await expect(page.getByTestId('admin-catalog-import-rules')).toContainText('New handle: also creates the product');
    await page.getByTestId('admin-catalog-import-start').click();
    await expect(page.getByTestId('admin-catalog-import-problem')).toHaveText('Please choose a CSV file.');
    await importFile(page, 'handle;sku;title\r\nx;y;z\r\n');
    await expect(page.getByTestId('admin-catalog-import-failed')).toContainText('nothing was changed');
    await expect(page.getByTestId('admin-catalog-import-error').first()).toContainText('Column is missing.');
    await expectNoAxeViolations(page, 'admin catalog import en');
    await screenshots(page, 'admin-catalog-import-en');
  });
});
