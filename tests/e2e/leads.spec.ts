import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, watchConsole } from './support';

const port = process.env.E2E_PORT ?? '3210';

const LOCALES = [
  {
    locale: 'de',
    prefix: '',
    contactTitle: 'Zweitwerk | Kontakt',
    topics: { endOfLife: 'endOfLife', Leasing: 'leasing', other: 'other' },
    topicLabel: { endOfLife: 'Rücknahme & Datenlöschung (End-of-Life)', Leasing: 'Leasing', other: 'Sonstiges' },
    emailError: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
    shortError: 'Bitte schreiben Sie etwas ausführlicher (mindestens 10 Zeichen).',
    consentError: 'Bitte bestätigen Sie, dass wir Ihre Angaben für die Anfrage verwenden dürfen.',
    summary: 'Bitte prüfen Sie die markierten Felder. Ihre Eingaben bleiben erhalten.',
    success: 'Vielen Dank, Ihre Anfrage ist angekommen',
    confirmSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    confirmed: 'Danke! Ihre Anmeldung für',
    newsletterSent: 'Fast geschafft',
    hours: 'Mo–Fr 09:00–18:00 Uhr',
  },
  {
    locale: 'en',
    prefix: '/en',
    contactTitle: 'Zweitwerk | Contact',
    topics: { endOfLife: 'endOfLife', Leasing: 'leasing', other: 'other' },
    topicLabel: { endOfLife: 'Take-back & data erasure (end of life)', Leasing: 'Leasing', other: 'Something else' },
    emailError: 'Please enter a valid e-mail address, e.g. name@company.com.',
    shortError: 'Please write a little more (at least 10 characters).',
    consentError: 'Please confirm that we may use your details for this enquiry.',
    summary: 'Please check the highlighted fields. What you typed is kept.',
    success: 'Thank you, your enquiry has reached us',
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmed: 'Thank you! Your subscription for',
    newsletterSent: 'Almost done',
    hours: 'Mon–Fri 09:00–18:00 (Berlin time)',
  },
] as const;

type OutboxMail = { to: string; subject: string; text: string; tag: string };

function outbox(): OutboxMail[] {
  const dataDir = fs.readFileSync(path.join(os.tmpdir(), `zw-e2e-${port}.datadir`), 'utf8').trim();
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

async function waitForMail(to: string, tag: string): Promise<OutboxMail> {
  const find = () => outbox().find((m) => m.to === to && m.tag === tag);
  await expect.poll(() => find() !== undefined, { message: `a ${tag} mail to ${to}` }).toBe(true);
  return find()!;
}

const freshEmail = (tag: string) => `e2e-${tag}-${randomBytes(4).toString('hex')}@example.com`;
for (const l of LOCALES) {
  test.describe(`leads (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => dismissConsent(page));

    test('contact page preselects each topic from ?topic= and shows phone, e-mail and hours', async ({ page }) => {
      const problems = watchConsole(page);
      for (const [query, value] of Object.entries(l.topics)) {
        await page.goto(`${l.prefix}/contact?topic=${query}`);
        await expect(page).toHaveTitle(l.contactTitle);
        await expect(page.getByTestId('contact-topic')).toHaveValue(value);
        await expect(page.getByTestId('contact-topic').locator('option:checked')).toHaveText(l.topicLabel[query as keyof typeof l.topicLabel]);
      }
      await page.goto(`${l.prefix}/contact`);
      await expect(page.getByTestId('contact-topic')).toHaveValue('');
      const facts = page.getByTestId('contact-facts');
      await expect(facts.getByRole('link', { name: '+49 30 5490 7720' })).toHaveAttribute('href', 'tel:+493054907720');
      await expect(facts.getByRole('link', { name: 'service@zweitwerk.de' })).toBeVisible();
      await expect(facts).toContainText(l.hours);
      // a topic link on the page switches the preselection without a reload
      await page.getByRole('complementary').getByRole('link', { name: l.topicLabel.Leasing, exact: true }).click();
      await expect(page).toHaveURL(/topic=Leasing/);
      await expect(page.getByTestId('contact-topic')).toHaveValue('leasing');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${l.prefix}/contact$`));
      await expectNoAxeViolations(page, `contact ${l.locale}`);
      await screenshots(page, `contact-${l.locale}`);
      expect(problems).toEqual([]);
    });

    test('an enquiry with mistakes keeps what was typed, then goes through and mails a confirmation', async ({ page }) => {
      const problems = watchConsole(page);
      const email = freshEmail(`lead-${l.locale}`);
      await page.goto(`${l.prefix}/contact?topic=Leasing`);
      await page.getByTestId('contact-name').fill('Jonas Becker');
      await page.getByTestId('contact-email').fill('jonas@becker');
      await page.getByTestId('contact-company').fill('Becker GmbH');
      await page.getByTestId('contact-message').fill('Kurz');
      await page.getByTestId('contact-submit').click();

      await expect(page.getByTestId('contact-alert')).toHaveText(l.summary);
      await expect(page.getByText(l.emailError)).toBeVisible();
      await expect(page.getByText(l.shortError)).toBeVisible();
      await expect(page.getByText(l.consentError)).toBeVisible();
      await expect(page.getByTestId('contact-email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('contact-email')).toBeFocused();
      // nothing typed is lost
      await expect(page.getByTestId('contact-name')).toHaveValue('Jonas Becker');
      await expect(page.getByTestId('contact-company')).toHaveValue('Becker GmbH');
      await expect(page.getByTestId('contact-message')).toHaveValue('Kurz');
      await expect(page.getByTestId('contact-topic')).toHaveValue('leasing');
      await expectNoAxeViolations(page, `contact errors ${l.locale}`);

      await page.getByTestId('contact-email').fill(email);
      await page.getByTestId('contact-message').fill('Wir suchen 12 Notebooks im Leasing über 36 Monate.');
      await page.getByTestId('contact-privacy').check();
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-success')).toContainText(l.success);
      await expect(page.getByTestId('contact-success')).toContainText(email);
      const mail = await waitForMail(email, 'lead-confirmation');
      expect(mail.text).toContain('Jonas Becker');
      expect(outbox().some((m) => m.tag === 'lead-notification' && m.text.includes(email) && m.text.includes('Becker GmbH'))).toBe(true);
      expect(problems).toEqual([]);
    });

    test('newsletter sign-up → link from the outbox → confirmed', async ({ page }) => {
      const problems = watchConsole(page);
      const email = freshEmail(`nl-${l.locale}`);
      // German through the footer field, English through the newsletter page's section
      if (l.locale === 'de') {
        await page.goto(`${l.prefix}/contact`);
        await page.getByTestId('footer-newsletter-email').fill('kein-at-zeichen');
        await page.getByTestId('footer-newsletter-submit').click();
        await expect(page.getByTestId('footer-newsletter-error')).toBeVisible();
        await expect(page.getByTestId('footer-newsletter-email')).toHaveValue('kein-at-zeichen');
        await page.getByTestId('footer-newsletter-email').fill(email);
        await page.getByTestId('footer-newsletter-submit').click();
        await expect(page.getByTestId('footer-newsletter-sent')).toContainText(l.newsletterSent);
      } else {
        await page.goto(`${l.prefix}/newsletter`);
        await expectNoAxeViolations(page, `newsletter ${l.locale}`);
        await page.getByTestId('newsletter-page-email').fill(email);
        await page.getByTestId('newsletter-page-submit').click();
        await expect(page.getByTestId('newsletter-page-sent')).toContainText(l.newsletterSent);
      }
      const mail = await waitForMail(email, 'newsletter-confirm');
      expect(mail.subject).toBe(l.confirmSubject);
      expect(mail.text).toContain('/newsletter/unsubscribe?token=');
      const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0];
      expect(new URL(link).pathname).toBe(`${l.prefix}/newsletter/confirm`);
      await page.goto(link);
      await expect(page.getByTestId('newsletter-state')).toHaveAttribute('data-state', 'ready');
      await expectNoAxeViolations(page, `newsletter confirm ${l.locale}`);
      await page.getByTestId('newsletter-confirm').click();
      await expect(page.getByTestId('newsletter-state')).toHaveAttribute('data-state', 'confirmed');
      await expect(page.getByTestId('newsletter-state')).toContainText(l.confirmed);
      await expect(page.getByTestId('newsletter-state')).toContainText(email);
      // the same link again: already confirmed
      await page.goto(link);
      await expect(page.getByTestId('newsletter-state')).toHaveAttribute('data-state', 'already_confirmed');
      // and the unsubscribe link of the welcome mail works
      const welcome = await waitForMail(email, 'newsletter-welcome');
      await page.goto(welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)![0]);
      await page.getByTestId('newsletter-unsubscribe').click();
      await expect(page.getByTestId('newsletter-state')).toHaveAttribute('data-state', 'unsubscribed');
      expect(problems).toEqual([]);
    });

    test('landing pages and the affiliate page answer with their title, a form and no axe violations', async ({ page }) => {
      const problems = watchConsole(page);
      const pages = [
        { path: '/lp/contact', title: l.locale === 'de' ? 'Zweitwerk | Beratung für Unternehmen' : 'Zweitwerk | Advice for businesses', form: 'lp-form' },
        { path: '/lp/solutions', title: l.locale === 'de' ? 'Zweitwerk | IT-Lösungen für Unternehmen' : 'Zweitwerk | IT solutions for businesses', form: 'lp-form' },
        { path: '/lp/b2b-hardware', title: l.locale === 'de' ? 'Zweitwerk | B2B-Hardware refurbished' : 'Zweitwerk | Refurbished B2B hardware', form: 'lp-form' },
        { path: '/affiliate', title: l.locale === 'de' ? 'Zweitwerk | Partnerprogramm' : 'Zweitwerk | Partner programme', form: 'affiliate-form' },
      ];
      for (const p of pages) {
        const res = await page.goto(`${l.prefix}${p.path}`);
        expect(res?.status(), p.path).toBe(200);
        await expect(page).toHaveTitle(p.title);
        await expect(page.getByTestId(p.form)).toBeVisible();
        await expect(page.locator(`link[rel="alternate"][hreflang="${l.locale === 'de' ? 'en' : 'de'}"]`)).toHaveAttribute('href', new RegExp(`${l.locale === 'de' ? '/en' : ''}${p.path}$`));
        await expectNoAxeViolations(page, `${p.path} ${l.locale}`);
      }
      await expect(page.getByTestId('affiliate-terms')).toContainText(l.locale === 'de' ? '5 %' : '5%');
      await page.goto(`${l.prefix}/lp/b2b-hardware`);
      await screenshots(page, `lp-b2b-${l.locale}`);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('service page lead form', () => {
  test('the leasing page files its enquiry under leasing without asking for a topic', async ({ page }) => {
    const email = freshEmail('service');
    await dismissConsent(page);
    await page.goto('/services/leasing');
    const section = page.getByTestId('service-lead-section');
    await expect(section.getByTestId('service-lead-form')).toBeVisible();
    await expect(section.getByTestId('service-lead-topic')).toHaveCount(0);
    await section.getByTestId('service-lead-name').fill('Mara Sommer');
    await section.getByTestId('service-lead-email').fill(email);
    await section.getByTestId('service-lead-message').fill('20 Notebooks für 24 Monate, Start im Januar.');
    await section.getByTestId('service-lead-privacy').check();
    await section.getByTestId('service-lead-submit').click();
    await expect(section.getByTestId('service-lead-success')).toBeVisible();
    const note = outbox().find((m) => m.tag === 'lead-notification' && m.text.includes(email));
    expect(note?.subject).toBe('Neue Anfrage: Leasing – Mara Sommer');
    expect(note?.text).toContain('/services/leasing');
    await expectNoAxeViolations(page, 'services/leasing');
  });
});

test.describe('affiliate application and ?ref= attribution', () => {
  test('an application goes through; ?ref= becomes a cookie only after consent to statistics', async ({ page, context, baseURL }) => {
    const email = freshEmail('partner');
    await dismissConsent(page);
    await page.goto('/affiliate');
    await page.getByTestId('affiliate-name').fill('Lea Wagner');
    await page.getByTestId('affiliate-email').fill(email);
    await page.getByTestId('affiliate-channel-type').selectOption('blog');
    await page.getByTestId('affiliate-channel-url').fill('gruene-technik');
    await page.getByTestId('affiliate-message').fill('Blog über nachhaltige Technik, 20.000 Leser im Monat.');
    await page.getByTestId('affiliate-privacy').check();
    await page.getByTestId('affiliate-submit').click();
    await expect(page.getByTestId('affiliate-channel-url')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('affiliate-channel-url').fill('https://gruene-technik.example.de');
    await page.getByTestId('affiliate-submit').click();
    await expect(page.getByTestId('affiliate-success')).toBeVisible();
    await waitForMail(email, 'affiliate-application');

    // no decision yet: the code waits for the visitor's choice, no cookie
    const fresh = await context.browser()!.newContext({ baseURL });
    const visitor = await fresh.newPage();
    await visitor.goto('/gebrauchte-laptops?ref=zwabc234');
    await expect(visitor.getByTestId('consent-banner')).toBeVisible();
    expect((await fresh.cookies()).find((c) => c.name === 'zw-ref')).toBeUndefined();
    await visitor.getByTestId('consent-accept').click();
    await expect.poll(async () => (await fresh.cookies()).find((c) => c.name === 'zw-ref')?.value).toBe('ZWABC234');
    const cookie = (await fresh.cookies()).find((c) => c.name === 'zw-ref')!;
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + 30 * 86400))).toBeLessThan(120);
    await fresh.close();

    const refusing = await context.browser()!.newContext({ baseURL });
    const other = await refusing.newPage();
    await other.goto('/?ref=zwabc234');
    await other.getByTestId('consent-reject').click();
    await expect(other.getByTestId('consent-banner')).toHaveCount(0);
    expect((await refusing.cookies()).find((c) => c.name === 'zw-ref')).toBeUndefined();
    await refusing.close();
  });
});
