import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, watchConsole, type Page } from './support';

const port = process.env.E2E_PORT ?? '3210';

const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    loginTitle: 'Anmelden',
    greeting: 'Hallo Erika!',
    wrongPassword: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    resetSubject: 'Ihr Link zum Zurücksetzen des Passworts',
  },
  {
    locale: 'en',
    prefix: '/en',
    loginTitle: 'Sign in',
    greeting: 'Hello Erika!',
    wrongPassword: 'The e-mail address or password is not correct.',
    resetSubject: 'Your link to reset your password',
  },
] as const;

const PASSWORD = 'e2e-password-123';

function freshEmail(tag: string): string {
  return `e2e-${tag}-${randomBytes(4).toString('hex')}@example.com`;
}

type OutboxMail = { to: string; subject: string; text: string; tag: string };

/** Reads the running server's mail outbox (scripts/e2e-server.mjs tells where its data directory is). */
async function waitForMail(to: string, tag: string): Promise<OutboxMail> {
  const dataDir = fs.readFileSync(path.join(os.tmpdir(), `zw-e2e-${port}.datadir`), 'utf8').trim();
  const outbox = path.join(dataDir, 'outbox');
  const find = () =>
    fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as OutboxMail)
          .find((m) => m.to === to && m.tag === tag)
      : undefined;
  await expect.poll(() => find() !== undefined, { message: `a ${tag} mail to ${to} in the outbox` }).toBe(true);
  return find()!;
}

async function login(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

for (const l of LOCALES) {
  test.describe(`accounts (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('signup → logged in → cookie attributes → reload stays logged in → logout', async ({ page, context, baseURL }) => {
      const problems = watchConsole(page);
      const email = freshEmail(`signup-${l.locale}`);
      await page.goto(`${l.prefix}/account/signup`);
      await expectNoAxeViolations(page, `signup ${l.locale}`);
      await page.getByTestId('customer-type-business').check();
      await expect(page.getByTestId('signup-company')).toBeVisible();
      await screenshots(page, `account-signup-${l.locale}`);
      await page.getByTestId('customer-type-private').check();
      await expect(page.getByTestId('signup-company')).toHaveCount(0);

      // the server validates: a short password comes back as a field message
      await page.getByTestId('signup-first-name').fill('Erika');
      await page.getByTestId('signup-last-name').fill('Muster');
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-password').fill('short');
      await page.getByTestId('signup-submit').click();
      await expect(page.getByTestId('signup-error')).toBeVisible();
      await expect(page.getByTestId('signup-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('signup-accept-terms')).toHaveAttribute('aria-invalid', 'true');

      await page.getByTestId('signup-password').fill(PASSWORD);
      await page.getByTestId('signup-accept-terms').check();
      await page.getByTestId('signup-submit').click();

      await page.waitForURL(`${baseURL}${l.prefix}/account`);
      await expect(page.getByTestId('account-greeting')).toHaveText(l.greeting);
      await expect(page.getByTestId('account-email')).toHaveText(email);
      await expect(page.getByTestId('orders-empty')).toBeVisible();

      const cookies = await context.cookies();
      const auth = cookies.find((c) => c.name === 'zweitwerk-auth-jwt');
      expect(auth, 'auth cookie').toBeDefined();
      expect(auth!.sameSite).toBe('Lax');
      expect(auth!.path).toBe('/');
      expect(auth!.secure).toBe(false);
      expect(auth!.httpOnly).toBe(false);
      expect(Math.abs(auth!.expires - (Date.now() + 2592000000) / 1000)).toBeLessThan(120);
      const platform = cookies.find((c) => c.name === 'zweitwerk-platform-session');
      expect(platform?.httpOnly).toBe(true);

      await page.reload();
      await expect(page.getByTestId('account-greeting')).toHaveText(l.greeting);
      await expectNoAxeViolations(page, `account ${l.locale}`);
      await screenshots(page, `account-overview-${l.locale}`);

      await page.getByTestId('logout').click();
      // logout lands on the home page of the page's own language
      await page.waitForURL(`${baseURL}${l.prefix || '/'}`);
      const after = await context.cookies();
      expect(after.find((c) => c.name === 'zweitwerk-auth-jwt')).toBeUndefined();
      expect(after.find((c) => c.name === 'zweitwerk-platform-session')).toBeUndefined();

      // anonymous again: the account page sends to the login page with redirectTo
      await page.goto(`${l.prefix}/account`);
      await expect(page).toHaveURL(`${baseURL}${l.prefix}/account/login?redirectTo=${encodeURIComponent(`${l.prefix}/account`)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.loginTitle);
      expect(problems).toEqual([]);
    });

    test('login honours redirectTo; a hostile redirectTo lands on the account page', async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      const target = `${l.prefix}/account?from=login`;
      await page.goto(`${l.prefix}/account/login?redirectTo=${encodeURIComponent(target)}`);
      await expectNoAxeViolations(page, `login ${l.locale}`);
      await screenshots(page, `account-login-${l.locale}`);
      await login(page, 'kunde@zweitwerk.de', 'zweitwerk-demo');
      await page.waitForURL(`${baseURL}${target}`);
      await expect(page.getByTestId('account-greeting')).toBeVisible();

      // already signed in: the login page goes straight through single sign-on to redirectTo
      await page.goto(`${l.prefix}/account/login?redirectTo=${encodeURIComponent(`${l.prefix}/account?again=1`)}`);
      await page.waitForURL(`${baseURL}${l.prefix}/account?again=1`);

      await page.getByTestId('logout').click();
      // logout lands on the home page of the page's own language
      await page.waitForURL(`${baseURL}${l.prefix || '/'}`);
      await page.goto(`${l.prefix}/account/login?redirectTo=${encodeURIComponent('//evil.example/steal')}`);
      await login(page, 'kunde@zweitwerk.de', 'zweitwerk-demo');
      await page.waitForURL(`${baseURL}${l.prefix}/account`);
      expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
      expect(problems).toEqual([]);
    });

    test('a wrong password shows the message and keeps the visitor on the form', async ({ page, context }) => {
      await page.goto(`${l.prefix}/account/login`);
      await login(page, 'kunde@zweitwerk.de', 'not-the-password');
      await expect(page.getByTestId('login-error')).toHaveText(l.wrongPassword);
      await expect(page.getByTestId('login-email')).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'zweitwerk-auth-jwt')).toBeUndefined();
      // the same message for an e-mail without an account
      await login(page, freshEmail('nobody'), 'not-the-password');
      await expect(page.getByTestId('login-error')).toHaveText(l.wrongPassword);
    });

    test('an API answer of 401 in the account area shows the 401 page', async ({ page, request, baseURL }) => {
      const email = freshEmail(`revoked-${l.locale}`);
      const created = await request.post('/api/v1/account/register', {
        data: { email, password: PASSWORD, firstName: 'Erika', lastName: 'Muster', customerType: 'private', acceptTerms: true, locale: l.locale },
      });
      const { authToken } = (await created.json()) as { authToken: string };
      await page.goto(`${l.prefix}/account/login`);
      await login(page, email, PASSWORD);
      await page.waitForURL(`${baseURL}${l.prefix}/account`);
      // the password changes elsewhere: every older token, the browser's included, is revoked
      const changed = await request.post('/api/v1/account/password', {
        headers: { authorization: `Bearer ${authToken}` },
        data: { currentPassword: PASSWORD, newPassword: 'changed-elsewhere-123' },
      });
      expect(changed.status()).toBe(200);
      await page.getByTestId('password-current').fill(PASSWORD);
      await page.getByTestId('password-new').fill('another-password-123');
      await page.getByTestId('password-submit').click();
      await expect(page.getByTestId('error-401')).toBeVisible();
    });

    test('forgot password → mail in the outbox → reset → login with the new password', async ({ page, request, baseURL }) => {
      const email = freshEmail(`reset-${l.locale}`);
      const created = await request.post('/api/v1/account/register', {
        data: { email, password: PASSWORD, firstName: 'Erika', lastName: 'Muster', customerType: 'private', acceptTerms: true, locale: l.locale },
      });
      expect(created.status()).toBe(201);

      await page.goto(`${l.prefix}/account/login`);
      await page.getByTestId('forgot-link').click();
      await expect(page).toHaveURL(`${baseURL}${l.prefix}/account/forgot-password`);
      await expectNoAxeViolations(page, `forgot ${l.locale}`);
      await screenshots(page, `account-forgot-${l.locale}`);
      await page.getByTestId('forgot-email').fill(email);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toBeVisible();

      const mail = await waitForMail(email, 'password-reset');
      expect(mail.subject).toBe(l.resetSubject);
      const link = /https?:\/\/\S+\/account\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      expect(new URL(link!).pathname).toBe(`${l.prefix}/account/reset-password`);
      await page.goto(link!);
      await expectNoAxeViolations(page, `reset ${l.locale}`);
      await screenshots(page, `account-reset-${l.locale}`);
      const newPassword = 'brand-new-e2e-password';
      await page.getByTestId('reset-password').fill(newPassword);
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-done')).toBeVisible();

      // the link works once only
      await page.goto(link!);
      await page.getByTestId('reset-password').fill('another-e2e-password');
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-error')).toBeVisible();

      await page.goto(`${l.prefix}/account/login`);
      await login(page, email, PASSWORD);
      await expect(page.getByTestId('login-error')).toHaveText(l.wrongPassword);
      await login(page, email, newPassword);
      await page.waitForURL(`${baseURL}${l.prefix}/account`);
      await expect(page.getByTestId('account-greeting')).toHaveText(l.greeting);
    });
  });
}
