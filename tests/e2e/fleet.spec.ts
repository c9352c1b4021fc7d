import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, watchConsole, type Page } from './support';

const LOCALES = [
  { locale: 'de', prefix: '', deleted: /wurde gelöscht; 2 Geräte sind wieder im Pool/, total: /^[\d.]+ kg CO₂e$/, employees: 'Mitarbeitende' },
  { locale: 'en', prefix: '/en', deleted: /has been deleted; 2 devices are back in the pool/, total: /^[\d,]+ kg CO₂e$/, employees: 'Employees' },
] as const;

async function login(page: Page, prefix: string, email: string, password: string) {
  await page.goto(`${prefix}/account/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/account$/);
}

for (const l of LOCALES) {
  test.describe(`fleet (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('create an employee, assign two devices from the pool, delete the employee: the devices are back in the pool', async ({ page }) => {
      const problems = watchConsole(page);
      await login(page, l.prefix, 'demo@zweitwerk.de', 'zweitwerk-demo');
      const last = `Probe${l.locale.toUpperCase()}${Date.now().toString(36)}`;

      await page.goto(`${l.prefix}/account/devices/employees`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.employees);
      await expect(page.getByTestId('employee-table')).toBeVisible();
      await expectNoAxeViolations(page, `employees ${l.locale}`);
      await screenshots(page, `fleet-employees-${l.locale}`);
      // the server's validation comes back as field messages
      await page.getByTestId('employee-submit').click();
      await expect(page.getByTestId('employee-firstName')).toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('employee-firstName').fill('Erika');
      await page.getByTestId('employee-lastName').fill(last);
      await page.getByTestId('employee-department').fill('QA');
      await page.getByTestId('employee-submit').click();
      const row = page.locator(`[data-testid="employee-row"][data-name="Erika ${last}"]`);
      await expect(row).toBeVisible();
      await row.getByRole('link').click();
      await page.waitForURL(/\/account\/devices\/employees\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('employee-no-devices')).toBeVisible();

      const pool = page.getByTestId('employee-pool');
      await expect(pool).toBeVisible();
      const serials = await pool.locator('[data-testid="device-row"]').evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-serial')!));
      expect(serials).toHaveLength(2);
      for (const s of serials) await pool.getByTestId(`select-${s}`).check();
      await page.getByTestId('employee-assign-submit').click();
      const mine = page.getByTestId('employee-devices');
      await expect(mine.locator('[data-testid="device-row"]')).toHaveCount(2);
      for (const s of serials) await expect(mine.locator(`[data-serial="${s}"]`)).toBeVisible();
      await expectNoAxeViolations(page, `employee detail ${l.locale}`);
      await screenshots(page, `fleet-employee-${l.locale}`);

      await page.goto(`${l.prefix}/account/devices/employees`);
      const again = page.locator(`[data-testid="employee-row"][data-name="Erika ${last}"]`);
      await again.getByRole('button').click();
      await expect(page.getByTestId('delete-confirm')).toBeVisible();
      await page.getByTestId('delete-confirm-submit').click();
      await expect(page.getByTestId('employee-message')).toHaveText(l.deleted);
      await expect(again).toHaveCount(0);

      await page.goto(`${l.prefix}/account/devices/pool`);
      const poolTable = page.getByTestId('pool-table');
      for (const s of serials) await expect(poolTable.locator(`[data-serial="${s}"]`)).toBeVisible();
      await expectNoAxeViolations(page, `pool ${l.locale}`);
      await screenshots(page, `fleet-pool-${l.locale}`);
      expect(problems).toEqual([]);
    });

    test('devices list filters, CO2 page shows the total', async ({ page }) => {
      const problems = watchConsole(page);
      await login(page, l.prefix, 'demo@zweitwerk.de', 'zweitwerk-demo');
      await page.goto(`${l.prefix}/account/devices`);
      await expect(page.getByTestId('device-table').locator('[data-testid="device-row"]').first()).toBeVisible();
      const all = await page.getByTestId('device-table').locator('[data-testid="device-row"]').count();
      expect(all).toBeGreaterThanOrEqual(35);
      await page.getByTestId('filter-status').selectOption('in_repair');
      await expect(page.getByTestId('device-table').locator('[data-testid="device-row"]')).toHaveCount(1);
      await expectNoAxeViolations(page, `devices ${l.locale}`);
      await page.getByTestId('filter-status').selectOption('');
      await expect(page.getByTestId('device-table').locator('[data-testid="device-row"]')).toHaveCount(all);
      await screenshots(page, `fleet-devices-${l.locale}`);

      await page.goto(`${l.prefix}/account/co2-savings`);
      await expect(page.getByTestId('co2-total')).toHaveText(l.total);
      await expect(page.getByTestId('co2-factors')).toBeVisible();
      await expectNoAxeViolations(page, `co2 ${l.locale}`);
      await screenshots(page, `fleet-co2-${l.locale}`);
      expect(problems).toEqual([]);
    });
  });
}

test('a private account has no fleet screens but its CO2 page', async ({ page }) => {
  await dismissConsent(page);
  await login(page, '', 'kunde@zweitwerk.de', 'zweitwerk-demo');
  for (const path of ['/account/devices', '/account/devices/employees', '/account/devices/pool']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  const res = await page.goto('/account/co2-savings');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('co2-total')).toBeVisible();
  await expect(page.getByTestId('fleet-nav-devices')).toHaveCount(0);
});
