import { expect, test, type Page } from './support';

/** What only the shop's frame has: the consent banner, the cart, the newsletter signup and the footer. */
function shopFrame(page: Page) {
  return {
    consent: page.getByTestId('consent-banner'),
    cart: page.getByTestId('cart-button'),
    newsletter: page.locator('form[data-testid$="newsletter-form"]'),
    footer: page.getByRole('contentinfo'),
  };
}

// no consent decided in these tests: the shop shows its banner to a first visit, the back office never
test.describe('the back office has its own frame', () => {
  test('a shop page has banner, cart and newsletter; the staff login and the orders have none of them', async ({ page }) => {
    await page.goto('/');
    const shop = shopFrame(page);
    await expect(shop.consent).toBeVisible();
    await expect(shop.cart).toBeVisible();
    await expect(shop.newsletter).toBeVisible();
    await expect(shop.footer).toBeVisible();

    await page.goto('/admin/login');
    await expect(page.getByTestId('admin-login-form')).toBeVisible();
    const login = shopFrame(page);
    for (const part of [login.consent, login.cart, login.newsletter, login.footer]) await expect(part).toHaveCount(0);
    // the login has the back office's header, without the sections
    await expect(page.getByTestId('admin-header')).toBeVisible();
    await expect(page.getByTestId('admin-nav')).toHaveCount(0);

    await page.getByTestId('admin-email').fill('admin@zweitwerk.de');
    await page.getByTestId('admin-password').fill('zweitwerk-admin');
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('admin-header')).toContainText('Angemeldet als admin@zweitwerk.de');
    const orders = shopFrame(page);
    for (const part of [orders.consent, orders.cart, orders.newsletter, orders.footer]) await expect(part).toHaveCount(0);

    // on a page as it loads, the skip link comes first and leads past the header to the screen
    await page.goto('/admin/orders');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    // back in the shop, its frame is there again
    await page.goto('/cart');
    await expect(shopFrame(page).cart).toBeVisible();
    await expect(shopFrame(page).consent).toBeVisible();
  });
});
