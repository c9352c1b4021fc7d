import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { buyable, dismissConsent, expect, expectNoAxeViolations, test, viewportScreenshots, type Page } from './support';

const PASSWORD = 'e2e-profile-pass-1';

const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    title: 'Profil und Adressen',
    streetNumber: 'Bitte geben Sie auch die Hausnummer an.',
    required: 'Bitte geben Sie Ihren Vornamen an.',
    saved: 'Ihre Angaben wurden gespeichert.',
    netLabel: 'zzgl. MwSt.',
    netSubtotal: 'Zwischensumme (netto)',
    legalNet: /zzgl\. 19 % MwSt\./,
    legalGross: /inkl\. 19 % MwSt\./,
    wrongPassword: 'Das aktuelle Passwort ist nicht korrekt.',
    passwordSaved: 'Ihr Passwort wurde geändert.',
  },
  {
    locale: 'en',
    prefix: '/en',
    title: 'Profile and addresses',
    streetNumber: 'Please include the house number.',
    required: 'Please enter your first name.',
    saved: 'Your details have been saved.',
    netLabel: 'excl. VAT',
    netSubtotal: 'Subtotal (net)',
    legalNet: /excl\. 19% VAT/,
    legalGross: /incl\. 19% VAT/,
    wrongPassword: 'The current password is not correct.',
    passwordSaved: 'Your password has been changed.',
  },
] as const;

function freshEmail(tag: string): string {
  return `e2e-profile-${tag}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers a fresh account through the API (other specs keep the demo accounts as seeded). */
async function registerAccount(page: Page, email: string, business: boolean): Promise<void> {
  const res = await page.request.post('/api/v1/account/register', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Jana',
      lastName: 'Profil',
      customerType: business ? 'business' : 'private',
      ...(business ? { company: 'Profil Test GmbH' } : {}),
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * In the narrow cart sidebar the net label sits on its own line under the line total, both flush
 * right inside the panel, at phone and desktop width.
 */
async function expectNetLineLayout(page: Page, sidebar: Locator): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await sidebar.getByTestId('cart-line-total').scrollIntoViewIfNeeded();
    const panel = (await sidebar.boundingBox())!;
    const amount = (await sidebar.getByTestId('cart-line-amount').boundingBox())!;
    const label = (await sidebar.getByTestId('net-label').boundingBox())!;
    expect(label.y, `label under the amount at ${width}px`).toBeGreaterThanOrEqual(amount.y + amount.height - 1);
    expect(Math.abs(label.x + label.width - (amount.x + amount.width)), `flush right at ${width}px`).toBeLessThanOrEqual(1);
    expect(label.x + label.width, `inside the panel at ${width}px`).toBeLessThanOrEqual(panel.x + panel.width);
    expect(label.x, `inside the panel at ${width}px`).toBeGreaterThanOrEqual(panel.x);
  }
}

async function login(page: Page, prefix: string, email: string, password: string): Promise<void> {
  await page.goto(`${prefix}/account/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(new RegExp(`${prefix}/account$`));
}

/** Euro cents of a displayed price ("1.299,00 €", "€1,299.00", "ab 349,00 €"). */
function cents(text: string): number {
  const m = /(\d{1,3}(?:[.,]\d{3})*[.,]\d{2})/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1]!.replace(/[.,](?=\d{3})/g, '').replace(',', '.')) * 100;
}

/** The net amount of a gross amount at 19 %, rounded to the cent (computed here, independently). */
function net(grossCents: number): number {
  return Math.round((grossCents * 100) / 119);
}

for (const l of LOCALES) {
  test.describe(`account profile (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('a business customer edits the profile and switches net prices on and off across the shop', async ({ page }) => {
      const email = freshEmail(`biz-${l.locale}`);
      await registerAccount(page, email, true);

      // gross prices before: the first laptop's card and offer
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      const href = buyable(await page.getByTestId('product-card-link').evaluateAll((links) => links.slice(0, 6).map((a) => a.getAttribute('href'))))[0]!;
      const card = page.locator('[data-testid=product-card]', { has: page.locator(`a[href="${href}"]`) });
      const cardGross = cents((await card.getByTestId('product-card-price').textContent()) ?? '');
      await expect(card.getByTestId('net-label')).toHaveCount(0);

      await login(page, l.prefix, email, PASSWORD);
      await page.getByTestId('profile-link').click();
      await page.waitForURL(new RegExp(`${l.prefix}/account/profile$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
      await expect(page.getByTestId('profile-first-name')).toHaveValue('Jana');
      await expectNoAxeViolations(page, `profile ${l.locale}`);

      // field-level errors, nothing lost
      await page.getByTestId('profile-first-name').fill('');
      await page.getByTestId('billingAddress-street').fill('Hauptstraße');
      await page.getByTestId('billingAddress-postal-code').fill('10115');
      await page.getByTestId('billingAddress-city').fill('Berlin');
      await page.getByTestId('profile-submit').click();
      await expect(page.getByTestId('profile-error')).toBeVisible();
      await expect(page.getByTestId('profile-first-name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(l.required)).toBeVisible();
      await expect(page.getByTestId('billingAddress-street')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('profile-billingAddress')).toContainText(l.streetNumber);
      await expect(page.getByTestId('billingAddress-city')).toHaveValue('Berlin');
      await expectNoAxeViolations(page, `profile errors ${l.locale}`);

      // fixed and saved; it is there after a reload
      await page.getByTestId('profile-first-name').fill('Janina');
      await page.getByTestId('billingAddress-street').fill('Hauptstraße 5');
      await page.getByTestId('profile-vat-id').fill('DE123456789');
      await page.getByTestId('shippingAddress-street').fill('Lagerweg 12a');
      await page.getByTestId('shippingAddress-postal-code').fill('1010');
      await page.getByTestId('shippingAddress-city').fill('Wien');
      await page.getByTestId('shippingAddress-country').selectOption('AT');
      await page.getByTestId('profile-submit').click();
      await expect(page.getByTestId('profile-saved')).toHaveText(l.saved);
      await page.reload();
      await expect(page.getByTestId('profile-first-name')).toHaveValue('Janina');
      await expect(page.getByTestId('billingAddress-street')).toHaveValue('Hauptstraße 5');
      await expect(page.getByTestId('shippingAddress-country')).toHaveValue('AT');
      await expect(page.getByTestId('profile-vat-id')).toHaveValue('DE123456789');

      // net prices on, by keyboard (the switch is a focusable checkbox) and by pointer
      const toggle = page.getByTestId('net-prices-switch');
      await expect(toggle).not.toBeChecked();
      if (l.locale === 'de') {
        await toggle.focus();
        await page.keyboard.press('Space');
      } else {
        await toggle.click();
      }
      await expect(toggle).toBeChecked();
      await expect(page.getByTestId('header-net-toggle')).toHaveAttribute('aria-pressed', 'true');

      // category page: the same card, net, labelled
      await page.goto(`${l.prefix}/gebrauchte-laptops`);
      await expect(card.getByTestId('net-label')).toHaveText(l.netLabel);
      expect(cents((await card.getByTestId('product-card-price').textContent()) ?? '')).toBe(net(cardGross));

      // product page: price box and legal line net
      await page.goto(href);
      const price = page.getByTestId('product-price');
      await expect(price.getByTestId('net-label')).toHaveText(l.netLabel);
      const shownNet = cents((await price.textContent()) ?? '');
      await expect(page.getByTestId('price-legal')).toHaveText(l.legalNet);
      await expectNoAxeViolations(page, `product net ${l.locale}`);

      // cart sidebar and cart page
      await page.getByTestId('add-to-cart').click();
      const sidebar = page.getByTestId('cart-sidebar');
      await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
      await expect(sidebar.getByTestId('cart-line-total')).toContainText(l.netLabel);
      expect(cents((await sidebar.getByTestId('cart-line-total').textContent()) ?? '')).toBe(shownNet);
      await expectNetLineLayout(page, sidebar);
      await viewportScreenshots(page, `cart-sidebar-net-${l.locale}`, () => sidebar.getByTestId('cart-line-total').scrollIntoViewIfNeeded());
      await expectNoAxeViolations(page, `cart sidebar net ${l.locale}`);
      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-prices', 'net');
      await expect(page.getByTestId('cart-summary')).toContainText(l.netSubtotal);
      expect(cents((await page.getByTestId('cart-summary-subtotal').textContent()) ?? '')).toBe(shownNet);
      const total = cents((await page.getByTestId('cart-summary-total').textContent()) ?? '');
      const vat = cents((await page.getByTestId('cart-summary-vat').textContent()) ?? '');
      const shipping = cents((await page.getByTestId('cart-summary-shipping').textContent()) ?? '');
      expect(shownNet + shipping + vat).toBe(total);

      // off again from the header: gross everywhere, the choice is saved with the account
      await page.getByTestId('header-net-toggle').click();
      await expect(page.getByTestId('header-net-toggle')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('cart-summary')).not.toHaveAttribute('data-prices', 'net');
      await page.goto(href);
      await expect(page.getByTestId('price-legal')).toHaveText(l.legalGross);
      await expect(page.getByTestId('product-price').getByTestId('net-label')).toHaveCount(0);
      await page.goto(`${l.prefix}/account/profile`);
      await expect(page.getByTestId('net-prices-switch')).not.toBeChecked();
    });

    test('a consumer sees no net switch and changes the password', async ({ page, context }) => {
      const email = freshEmail(`pw-${l.locale}`);
      await registerAccount(page, email, false);
      await login(page, l.prefix, email, PASSWORD);
      await page.goto(`${l.prefix}/account/profile`);
      await expect(page.getByTestId('profile-first-name')).toHaveValue('Jana');
      await expect(page.getByTestId('net-prices')).toHaveCount(0);
      await expect(page.getByTestId('header-net-toggle')).toHaveCount(0);
      await expect(page.getByTestId('profile-company')).toHaveCount(0);

      // wrong current password: refused at the field
      await page.getByTestId('profile-current-password').fill('not-my-password');
      await page.getByTestId('profile-new-password').fill('e2e-profile-pass-2');
      await page.getByTestId('profile-password-submit').click();
      await expect(page.getByText(l.wrongPassword)).toBeVisible();
      await expect(page.getByTestId('profile-current-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('profile-new-password')).toHaveValue('e2e-profile-pass-2');
      await expectNoAxeViolations(page, `profile password error ${l.locale}`);

      await page.getByTestId('profile-current-password').fill(PASSWORD);
      await page.getByTestId('profile-password-submit').click();
      await expect(page.getByTestId('profile-password-saved')).toContainText(l.passwordSaved);
      // this device stays signed in with the new token
      await page.reload();
      await expect(page.getByTestId('profile-first-name')).toHaveValue('Jana');

      // signed out, the old password fails and the new one works
      await context.clearCookies();
      await page.goto(`${l.prefix}/account/login`);
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      await login(page, l.prefix, email, 'e2e-profile-pass-2');
      await expect(page.getByTestId('account-email')).toHaveText(email);
    });
  });
}
