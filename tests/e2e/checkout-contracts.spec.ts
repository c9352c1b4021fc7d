import { addOwnProductToCart, ownProduct, dismissConsent, expect, expectNoAxeViolations, test, type Page } from './support';

// The checkout's last step, the invoice rule as the shopper sees it, and the shared contracts'
// messages in the account forms, in both languages (demo catalog, SEED_DEMO=1).
const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    review: 'Prüfen und bestellen',
    submit: 'Zahlungspflichtig bestellen',
    invoiceHint: 'Kauf auf Rechnung ist für angemeldete Geschäftskunden möglich.',
    signup: 'Geschäftskundenkonto anlegen',
    vatError: 'Diese USt-IdNr. hat kein gültiges Format, z. B. DE123456789.',
    postalError: 'Diese Postleitzahl passt nicht zum gewählten Land (Deutschland: 5 Ziffern).',
    passwordShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
    phoneInvalid: 'Bitte geben Sie nur Ziffern, Leerzeichen und + ( ) / . - ein.',
  },
  {
    locale: 'en',
    prefix: '/en',
    review: 'Review and order',
    submit: 'Place order and pay',
    invoiceHint: 'Pay on invoice is available to signed-in business customers.',
    signup: 'Create a business account',
    vatError: 'This VAT ID does not have a valid format, e.g. DE123456789.',
    postalError: 'This postcode does not match the chosen country (Germany: 5 digits).',
    passwordShort: 'The password must be at least 10 characters long.',
    emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
    phoneInvalid: 'Please use digits, spaces and + ( ) / . - only.',
  },
] as const;

/** Puts one unit of a laptop of the test's own into the cart and opens the checkout. */
async function checkoutWithOneItem(page: Page, prefix: string) {
  await addOwnProductToCart(page, prefix, await ownProduct(`contracts${prefix.replace('/', '-')}`));
  await page.goto(`${prefix}/checkout`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
}

async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  expect(b, testId).not.toBeNull();
  return b!;
}

for (const l of LOCALES) {
  test.describe(`checkout layout and contracts (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('the last step ends with the terms box and the order button right below it; the summary stays in view', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await checkoutWithOneItem(page, l.prefix);
      const review = page.locator('section[aria-labelledby="co-review"]');
      await expect(review.getByRole('heading', { level: 2 })).toContainText(l.review);
      // terms and button are the last things of the form, inside its last step
      await expect(review.getByTestId('terms-box')).toBeVisible();
      await expect(review.getByTestId('place-order')).toHaveText(l.submit);
      const isLastStep = await page.getByTestId('checkout-form').evaluate((form) => form.lastElementChild?.getAttribute('aria-labelledby'));
      expect(isLastStep).toBe('co-review');
      await expect(review.getByTestId('review-total')).toContainText(await page.getByTestId('checkout-summary-total').innerText());

      await page.getByTestId('place-order').scrollIntoViewIfNeeded();
      const terms = await box(page, 'terms-box');
      const button = await box(page, 'place-order');
      expect(button.y).toBeGreaterThanOrEqual(terms.y + terms.height);
      expect(button.y - (terms.y + terms.height)).toBeLessThan(40);
      // scrolled to the end of the form, the summary with its total is still on screen
      const aside = await box(page, 'checkout-summary-total');
      expect(aside.y).toBeGreaterThanOrEqual(0);
      expect(aside.y + aside.height).toBeLessThanOrEqual(900);
      await expect(page.getByTestId('place-order')).toBeInViewport();
      await expect(page.getByTestId('checkout-summary-total')).toBeInViewport();
    });

    test('at 375 px nothing overflows and the button follows the terms box', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await checkoutWithOneItem(page, l.prefix);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByTestId('place-order').scrollIntoViewIfNeeded();
      const terms = await box(page, 'terms-box');
      const button = await box(page, 'place-order');
      expect(button.y).toBeGreaterThanOrEqual(terms.y + terms.height);
      expect(button.x + button.width).toBeLessThanOrEqual(375);
      await expect(page.getByTestId('place-order')).toBeInViewport();
      await expectNoAxeViolations(page, `checkout 375 ${l.locale}`);
    });

    test('a guest is told that invoice needs a business account and reaches signup with business preselected', async ({ page }) => {
      await checkoutWithOneItem(page, l.prefix);
      await page.getByTestId('customer-business').check();
      await expect(page.getByTestId('payment-invoice')).toBeDisabled();
      await expect(page.getByTestId('payment-prepayment')).toBeChecked();
      await expect(page.getByTestId('payment-invoice-hint')).toContainText(l.invoiceHint);
      const signup = page.getByTestId('invoice-signup');
      await expect(signup).toHaveText(l.signup);
      await expect(page.getByTestId('payment-invoice')).toHaveAttribute('aria-describedby', 'co-payment-invoice-hint');
      await expectNoAxeViolations(page, `checkout invoice hint ${l.locale}`);
      await signup.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/signup\\?`));
      const url = new URL(page.url());
      expect(url.searchParams.get('type')).toBe('business');
      expect(url.searchParams.get('redirectTo')).toBe(`${l.prefix}/checkout`);
      await expect(page.getByTestId('customer-type-business')).toBeChecked();
      await expect(page.getByTestId('signup-company')).toBeVisible();
    });

    test('the checkout form speaks the contract: VAT ID, postal code per country, phone', async ({ page }) => {
      await checkoutWithOneItem(page, l.prefix);
      await page.getByTestId('customer-business').check();
      await page.getByTestId('field-vatId').fill('DE12345');
      await page.getByTestId('field-vatId').blur();
      await expect(page.getByTestId('error-vatId')).toHaveText(l.vatError);
      await page.getByTestId('field-vatId').fill('DE 123 456 789');
      await expect(page.getByTestId('error-vatId')).toHaveCount(0);
      await page.getByTestId('field-shippingAddress.postalCode').fill('1010');
      await page.getByTestId('field-shippingAddress.postalCode').blur();
      await expect(page.getByTestId('error-shippingAddress.postalCode')).toHaveText(l.postalError);
      // choosing Austria makes the same postal code right
      await page.getByTestId('field-shippingAddress.country').selectOption('AT');
      await expect(page.getByTestId('error-shippingAddress.postalCode')).toHaveCount(0);
      await page.getByTestId('field-phone').fill('ruf mich an');
      await page.getByTestId('field-phone').blur();
      await expect(page.getByTestId('error-phone')).toHaveText(l.phoneInvalid);
      await expect(page.getByTestId('field-phone')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  test.describe(`account forms on the contracts (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('signup refuses what the checkout refuses, with the same messages, before anything is sent', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/v1/account/register')) sent.push(r.url());
      });
      await page.goto(`${l.prefix}/account/signup`);
      await page.getByTestId('customer-type-business').check();
      await page.getByTestId('signup-vat-id').fill('DE12345');
      await page.getByTestId('signup-password').fill('short');
      await page.getByTestId('signup-email').fill('erika@example');
      await page.getByTestId('signup-submit').click();
      await expect(page.getByTestId('signup-error')).toBeVisible();
      await expect(page.getByText(l.vatError)).toBeVisible();
      await expect(page.getByText(l.passwordShort)).toBeVisible();
      await expect(page.getByText(l.emailInvalid)).toBeVisible();
      await expect(page.getByTestId('signup-vat-id')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('signup-first-name')).toBeFocused();
      await expectNoAxeViolations(page, `signup errors ${l.locale}`);
      expect(sent).toEqual([]);
      // switching to private drops the business fields and their messages
      await page.getByTestId('customer-type-private').check();
      await expect(page.getByTestId('signup-vat-id')).toHaveCount(0);
      await expect(page.getByText(l.vatError)).toHaveCount(0);
    });

    test('login and forgot password name a malformed e-mail at the field', async ({ page }) => {
      await page.goto(`${l.prefix}/account/login`);
      await page.getByTestId('login-email').fill('erika@example');
      await page.getByTestId('login-password').fill('whatever-password');
      await page.getByTestId('login-submit').click();
      await expect(page.getByText(l.emailInvalid)).toBeVisible();
      await expect(page.getByTestId('login-email')).toBeFocused();
      await page.goto(`${l.prefix}/account/forgot-password`);
      await page.getByTestId('forgot-email').fill('nope');
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByText(l.emailInvalid)).toBeVisible();
      await expect(page.getByTestId('forgot-sent')).toHaveCount(0);
      await page.getByTestId('forgot-email').fill('erika@example.de');
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toBeVisible();
    });
  });
}
