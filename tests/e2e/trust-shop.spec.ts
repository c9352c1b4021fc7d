import { dismissConsent, expect, screenshots, test, type Page } from './support';

const T14 = 'lenovo-thinkpad-t14-gen-2';
// Monday 23 November 2026, 10:00 in Berlin: before the 14:00 cut-off
const MONDAY_MORNING = new Date('2026-11-23T09:00:00Z');

const L = [
  {
    locale: 'de',
    prefix: '',
    from: 'ab 359,00 €',
    listPrice: 'Urspr. UVP des Herstellers',
    productListPrice: 'Ursprüngliche UVP des Herstellers (Neugerät)',
    reduced: 'niedrigster Preis der letzten 30 Tage: 399,00 €',
    productReduced: 'niedrigster Preis der 30 Tage davor: 399,00 €',
    window: 'Lieferung voraussichtlich Di., 24.11. – Mi., 25.11.',
    checkoutWindow: 'Voraussichtliche Lieferung bei Zahlung heute: Mi., 25.11. – Fr., 27.11.',
    changes: 'wechselt zu',
    gradeLink: /^B Sehr gut – was bedeutet dieser Zustand\?$/,
    gradeSection: 'zustand-b',
    gradeLabel: 'Sehr gut',
    price: '359,00 €',
  },
  {
    locale: 'en',
    prefix: '/en',
    from: 'from €359.00',
    listPrice: "Manufacturer's original list price",
    productListPrice: "Manufacturer's original list price (new)",
    reduced: 'lowest price in the previous 30 days: €399.00',
    productReduced: 'lowest price in the 30 days before: €399.00',
    window: 'Estimated delivery Tue 24 Nov – Wed 25 Nov',
    checkoutWindow: 'Estimated delivery if you pay today: Wed 25 Nov – Fri 27 Nov',
    changes: 'switches to',
    gradeLink: /^B Very good – what does this condition mean\?$/,
    gradeSection: 'grade-b',
    gradeLabel: 'Very good',
    price: '€359.00',
  },
] as const;

async function t14Card(page: Page, prefix: string) {
  await page.goto(`${prefix}/gebrauchte-laptops?brand=lenovo`);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: 'Lenovo ThinkPad T14 Gen 2', exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

for (const l of L) {
  test.describe(`trust in what the shop shows (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('card, product page, JSON-LD and cart name the same offer with its own list price and reduction', async ({ page }) => {
      const card = await t14Card(page, l.prefix);
      await expect(card.getByTestId('product-card-price')).toHaveText(l.from);
      const cardCompare = (await card.getByTestId('product-card-compare').innerText()).trim();
      expect(cardCompare).toContain(l.listPrice);
      await expect(card.getByTestId('product-card-reduction')).toContainText(l.reduced);
      const listPrice = cardCompare.replace(l.listPrice, '').trim();

      await card.getByTestId('product-card-link').click();
      await expect(page.getByTestId('product-title')).toHaveText('Lenovo ThinkPad T14 Gen 2');
      await expect(page.getByTestId('product-price')).toContainText(l.price);
      await expect(page.getByTestId('price-compare')).toContainText(`${l.productListPrice}: ${listPrice}`);
      await expect(page.getByTestId('price-reduction')).toContainText(l.productReduced);

      const sku = (await page.getByText(/^(Artikelnummer|SKU) /).first().innerText()).split(/\s/).pop();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = ld.map((x) => JSON.parse(x) as { '@type': string; offers?: { offers: { sku: string; price: string; priceSpecification?: { priceType?: string; price: string }[] }[] } }).find((x) => x['@type'] === 'Product')!;
      const offer = product.offers!.offers.find((o) => o.sku === sku)!;
      expect(offer.price).toBe('359.00');
      const ldList = offer.priceSpecification!.find((p) => p.priceType === 'https://schema.org/ListPrice')!.price;
      expect(listPrice.replace(/[^\d]/g, '')).toBe(ldList.replace(/[^\d]/g, ''));

      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByTestId('cart-line').first()).toContainText(l.price);
      await screenshots(page, `trust-cart-${l.locale}`);
    });

    test('variant picker: a value in stock in another combination is selectable and says what changes', async ({ page }) => {
      await page.goto(`${l.prefix}/products/${T14}`);
      const picker = page.getByTestId('variant-picker');
      // the cheapest offer has 16 GB/256 GB; 32 GB exists only with 512 GB
      await expect(picker.getByTestId('option-ramGb-16')).toHaveAttribute('aria-current', 'true');
      const ram32 = picker.getByTestId('option-ramGb-32');
      await expect(ram32).toHaveAttribute('href', /variant=\d+/);
      await expect(ram32).toContainText(l.changes);
      await expect(ram32).toContainText('512 GB');
      await ram32.click();
      await expect(picker.getByTestId('option-ramGb-32')).toHaveAttribute('aria-current', 'true');
      await expect(picker.getByTestId('option-storageGb-512')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('specs-table')).toContainText('32 GB');
      await screenshots(page, `trust-product-${l.locale}`);
    });

    test('a filter chosen on the listing carries into the product page', async ({ page }) => {
      await page.goto(`${l.prefix}/gebrauchte-laptops?ram=32`);
      const first = page.getByTestId('product-card-link').first();
      await expect(first).toHaveAttribute('href', /\?variant=\d+$/);
      await first.click();
      await expect(page.getByTestId('variant-picker').getByTestId('option-ramGb-32')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('specs-table')).toContainText('32 GB');
    });

    test('header, card and footer links carry the locale and navigate in the page; the target code loads before the click', async ({ page }) => {
      const productCodeRequests: string[] = [];
      page.on('request', (r) => {
        if (/\/_next\/static\/chunks\/pages\/products\/(%5B|\[)productId(%5D|\])-[^/]+\.js$/.test(r.url())) productCodeRequests.push(r.url());
      });
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      await dismissConsent(page);
      // a value on window survives client-side navigation and is gone after a full page load
      await page.evaluate(() => Object.assign(window, { zwSamePage: true }));
      const samePage = () => page.evaluate(() => (window as unknown as { zwSamePage?: boolean }).zwSamePage === true);

      const card = page.getByTestId('product-card-link').first();
      await expect(card).toHaveAttribute('href', new RegExp(`^${l.prefix}/products/[a-z0-9-]+$`));
      // next/link fetches the product page's code for links in view (at the latest on hover), before the click
      await card.hover();
      await expect.poll(() => productCodeRequests.length).toBeGreaterThan(0);
      const title = (await card.textContent())!.trim();
      await card.click();
      await expect(page).toHaveURL(new RegExp(`^[^?#]*${l.prefix}/products/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await samePage()).toBe(true);

      await page.locator(`footer a[href="${l.prefix}/services/leasing"]`).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/services/leasing$`));
      expect(await samePage()).toBe(true);

      // the logo: '/en' in English, without a trailing slash
      await page.locator(`header a[href="${l.prefix || '/'}"]`).click();
      await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${l.prefix || '/'}$`));
      expect(await samePage()).toBe(true);
    });

    test('grades on cards are labelled and link to their explanation; RAM and storage lines show in full', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      // each grade links to its own section of the grade page
      const gradeLink = page.getByTestId('product-card').first().getByRole('link', { name: l.gradeLink });
      await expect(gradeLink).toHaveAttribute('data-testid', 'card-grade-link');
      await expect(gradeLink).toHaveAttribute('href', `${l.prefix}/what-does-it-mean-grade-a#${l.gradeSection}`);
      await expect(gradeLink).toBeVisible();
      // the link is the chip: its label as text and the grade's letter drawn in front of it
      await expect(gradeLink).toHaveText(l.gradeLabel);
      expect(await gradeLink.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(/^"B"/);
      // no spec line is cut off: each fits its box
      const clipped = await page.locator('[data-testid=product-card] ul li').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      expect(clipped).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).hyphens)).toBe('auto');
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
      // nothing wider than the phone screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshots(page, `trust-listing-${l.locale}`);
      await gradeLink.click();
      await expect(page).toHaveURL(new RegExp(`/what-does-it-mean-grade-a#${l.gradeSection}$`));
      await expect(page.locator(`h2#${l.gradeSection}`)).toBeInViewport();
    });

    test('delivery window on the product page and in checkout (working days, cut-off, prepayment waits)', async ({ page }) => {
      await page.clock.setFixedTime(MONDAY_MORNING);
      await page.goto(`${l.prefix}/products/${T14}`);
      await expect(page.getByTestId('delivery-window')).toContainText(l.window);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
      await page.goto(`${l.prefix}/checkout`);
      await expect(page.getByTestId('checkout-delivery-window')).toContainText(l.checkoutWindow);
      await screenshots(page, `trust-checkout-${l.locale}`);
    });

    test('on a phone the buy button stays in reach while scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${l.prefix}/products/${T14}`);
      const button = page.getByTestId('add-to-cart');
      await expect(button).toBeInViewport();
      await page.getByTestId('specs-table').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(button).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
}
