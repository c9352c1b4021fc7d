import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext } from '@playwright/test';
import { dismissConsent, expect, expectNoAxeViolations, screenshots, test, type Page } from './support';

const port = Number(process.env.E2E_PORT ?? 3210);

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

async function waitForMail(match: (m: OutboxMail) => boolean, what: string): Promise<OutboxMail> {
  await expect.poll(() => outbox().some(match), { message: what }).toBe(true);
  return outbox().find(match)!;
}

const suffix = () => randomBytes(4).toString('hex');

async function staffLogin(page: Page, prefix: string) {
  await page.goto(`${prefix}/admin/login`);
  await page.getByTestId('admin-email').fill('admin@zweitwerk.de');
  await page.getByTestId('admin-password').fill('zweitwerk-admin');
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL((url) => url.pathname === `${prefix}/admin/orders`);
}

async function createLead(request: APIRequestContext, name: string, email: string) {
  const res = await request.post('/api/leads', {
    data: { topic: 'leasing', name, email, company: 'Leasing Test GmbH', message: 'Wir möchten 25 Notebooks für zwei Jahre leasen.', privacy: true, locale: 'de', page: '/services/leasing' },
  });
  expect(res.status()).toBeLessThan(300);
}

test.describe('back office leads, requests, affiliates, newsletter and audit log', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('staff filters leads, changes a status with a note and answers by mail (German)', async ({ page }) => {
    const name = `Frieda Lead ${suffix()}`;
    const email = `e2e-lead-${suffix()}@example.com`;
    await createLead(page.request, name, email);
    await staffLogin(page, '');
    await page.getByTestId('admin-nav').getByRole('link', { name: 'Anfragen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfragen');
    await expect(page).toHaveTitle('Zweitwerk | Anfragen');
    await expectNoAxeViolations(page, 'admin leads de');

    await page.getByRole('searchbox', { name: 'Suche (Name, E-Mail, Firma)' }).fill('keiner-heisst-so');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page.getByTestId('admin-leads-empty')).toHaveText('Keine Anfragen für diese Auswahl.');

    await page.getByRole('searchbox', { name: 'Suche (Name, E-Mail, Firma)' }).fill(name);
    await page.getByLabel('Thema').selectOption('leasing');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(/topic=leasing/);
    await expect(page.getByTestId('admin-lead-row')).toHaveCount(1);
    await page.getByTestId('admin-lead-row').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anfrage von ${name}`);
    await expect(page.getByTestId('lead-message')).toHaveText('Wir möchten 25 Notebooks für zwei Jahre leasen.');
    await expect(page.getByTestId('lead-status')).toHaveText('Neu');
    await expect(page.getByTestId('record-history-empty')).toBeVisible();
    await expectNoAxeViolations(page, 'admin lead detail de');

    await page.getByTestId('record-status').selectOption('in_progress');
    await page.getByTestId('record-note').fill('Rückruf am Dienstag vereinbart');
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Gespeichert.');
    await expect(page.getByTestId('lead-status')).toHaveText('In Bearbeitung');
    await expect(page.getByTestId('record-history')).toContainText('Anfrage geändert (lead.update)');
    await expect(page.getByTestId('record-history')).toContainText('note: Rückruf am Dienstag vereinbart');

    // the reply is checked before it is sent
    await page.getByTestId('answer-subject').fill('');
    await page.getByTestId('answer-send').click();
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await expect(page.getByText('Dieser Text ist zu kurz.')).toBeVisible();
    await expect(page.getByTestId('answer-subject')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'admin lead answer errors de');

    await page.getByTestId('answer-subject').fill('Ihr Leasing-Angebot');
    await page.getByTestId('answer-text').fill('Guten Tag,\n\nanbei erhalten Sie unser Angebot.');
    await page.getByTestId('answer-send').click();
    await expect(page.getByTestId('admin-notice')).toHaveText(`E-Mail an ${email} gesendet.`);
    const mail = await waitForMail((m) => m.to === email && m.tag === 'admin-answer-lead', 'the answer mail');
    expect(mail.subject).toBe('Ihr Leasing-Angebot');
    expect(mail.text).toContain('anbei erhalten Sie unser Angebot.');
    await expect(page.getByTestId('record-history')).toContainText('lead.answer');
  });

  test("a customer's end-of-life pickup shows its devices; staff schedules it", async ({ page }) => {
    const login = await page.request.post('/api/v1/account/login', { data: { email: 'demo@zweitwerk.de', password: 'zweitwerk-demo' } });
    expect(login.ok()).toBe(true);
    const { authToken } = (await login.json()) as { authToken: string };
    const auth = { Authorization: `Bearer ${authToken}` };
    const devs = (await (await page.request.get('/api/v1/account/devices?status=in_pool', { headers: auth })).json()) as { items: { id: string; serialNumber: string; status: string }[] };
    const picked = devs.items.filter((d) => d.status === 'in_pool').slice(0, 2);
    expect(picked).toHaveLength(2);
    const created = await page.request.post('/api/v1/account/service-requests', {
      headers: auth,
      data: { deviceIds: picked.map((d) => d.id), contactName: 'Lager Team', pickupAddress: { street: 'Lagerweg 5', postalCode: '10115', city: 'Berlin', country: 'DE' }, note: 'Rampe 3, bitte vorher anrufen.' },
    });
    expect(created.status()).toBe(201);
    const { number } = (await created.json()) as { number: string };

    await staffLogin(page, '');
    await page.goto('/admin/requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviceaufträge');
    // the demo company's open quote (demo seed) is listed with its number and customer
    const demoQuote = page.getByTestId('admin-quote-row').filter({ hasText: 'demo@zweitwerk.de' }).first();
    await expect(demoQuote).toContainText(/AN-\d{4}-\d{5}/);
    await expectNoAxeViolations(page, 'admin requests de');
    await page.getByRole('searchbox', { name: 'Suche (Nummer, Kunde, Artikel)' }).fill(number);
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page.getByTestId('admin-service-row')).toHaveCount(1);
    await expect(page.getByTestId('admin-service-row')).toContainText('demo@zweitwerk.de');
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Serviceauftrag ${number}`);
    await expect(page.getByTestId('request-device-row')).toHaveCount(2);
    for (const d of picked) await expect(page.getByTestId('request-devices')).toContainText(d.serialNumber);
    await expect(page.getByTestId('request-customer-note')).toHaveText('Rampe 3, bitte vorher anrufen.');
    await expectNoAxeViolations(page, 'admin service request de');

    await page.getByTestId('record-status').selectOption('scheduled');
    await page.getByTestId('record-note').fill('Spedition für Donnerstag gebucht');
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('request-status')).toHaveText('Eingeplant');
    await expect(page.getByTestId('record-note')).toHaveValue('Spedition für Donnerstag gebucht');
  });

  test('each requests list pages on its own, with its page in the URL', async ({ page }) => {
    // a business customer of its own with 51 quote requests: one more than a page holds
    const company = `Seitenweise ${suffix()} GmbH`;
    const registered = await page.request.post('/api/v1/account/register', {
      data: { email: `e2e-paging-${suffix()}@example.com`, password: 'correct-horse-battery', firstName: 'Paula', lastName: 'Seiten', customerType: 'business', company, acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    const auth = { Authorization: `Bearer ${((await registered.json()) as { authToken: string }).authToken}` };
    await staffLogin(page, '');
    const found = (await (await page.request.get('/api/admin/catalog/products?q=latitude%207330')).json()) as { products: { id: number }[] };
    const product = (await (await page.request.get(`/api/admin/catalog/products/${found.products[0]!.id}`)).json()) as { offers: { id: number; stock: number }[] };
    const offer = product.offers[0]!;
    for (let i = 0; i < 51; i++) {
      const res = await page.request.post('/api/v1/account/quote-requests', { headers: auth, data: { variantId: offer.id, quantity: offer.stock + 10 + i } });
      expect(res.status()).toBe(201);
    }

    await page.goto(`/admin/requests?kind=quote&q=${encodeURIComponent(company)}`);
    const rows = page.getByTestId('admin-quote-request-row');
    await expect(rows).toHaveCount(50);
    // newest first: the last request (the largest quantity) leads the first page
    await expect(rows.first().locator('td').nth(3)).toHaveText(String(offer.stock + 60));
    const pager = page.getByRole('navigation', { name: 'Angebotsanfragen (Mengen über Bestand): Seite 1 von 2' });
    await expect(pager).toBeVisible();
    await expectNoAxeViolations(page, 'admin requests paged de');
    await screenshots(page, 'admin-requests-paged-de');
    await pager.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/quoteRequestPage=2/);
    await expect(page).toHaveURL(/kind=quote/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('td').nth(3)).toHaveText(String(offer.stock + 10));
    await expect(page.getByRole('navigation', { name: 'Angebotsanfragen (Mengen über Bestand): Seite 2 von 2' }).getByRole('link', { name: 'Zurück' })).toBeVisible();
    // the filters stay; the service list is not shown for this kind
    await expect(page.getByRole('searchbox', { name: 'Suche (Nummer, Kunde, Artikel)' })).toHaveValue(company);
    await expect(page.getByTestId('admin-service-requests')).toHaveCount(0);

    // the page in the URL is the page shown, in English too
    await page.goto(`/en/admin/requests?kind=quote&q=${encodeURIComponent(company)}&quoteRequestPage=2`);
    await expect(rows).toHaveCount(1);
    const enPager = page.getByRole('navigation', { name: 'Quote requests (quantities beyond stock): page 2 of 2' });
    await enPager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/quoteRequestPage=1/);
    await expect(rows).toHaveCount(50);
    await expectNoAxeViolations(page, 'admin requests paged en');
    await screenshots(page, 'admin-requests-paged-en');
  });

  test('staff approves an affiliate application: the code is mailed once; the partner can be paused', async ({ page }) => {
    const email = `e2e-partner-${suffix()}@example.com`;
    const name = `Partner Blog ${suffix()}`;
    const res = await page.request.post('/api/affiliate/applications', {
      data: { name, email, message: 'Wir schreiben über nachhaltige IT im Büro.', privacy: true, locale: 'en', page: '/affiliate', channelUrl: 'https://blog.example.com', channelType: 'blog' },
    });
    expect(res.status()).toBeLessThan(300);
    await staffLogin(page, '');
    await page.goto('/admin/affiliates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partnerprogramm');
    await expectNoAxeViolations(page, 'admin affiliates de');
    const row = page.getByTestId('admin-application-row').filter({ hasText: email });
    await row.getByRole('button', { name: `Bewerbung von ${name} freigeben` }).click();
    await expect(page.getByTestId('admin-notice')).toContainText(`wurde an ${email} gesendet`);
    const code = /ZW[A-Z2-9]{6}/.exec((await page.getByTestId('admin-notice').textContent()) ?? '')![0];
    await expect(row.getByTestId('application-code')).toHaveText(code);
    await expect(row.getByTestId('application-approve')).toHaveCount(0);
    const mail = await waitForMail((m) => m.to === email && m.tag === 'affiliate-approved', 'the approval mail');
    expect(mail.text).toContain(code);
    expect(mail.subject).toContain('affiliate programme');

    const partner = page.getByTestId('admin-partner-row').filter({ hasText: code });
    await expect(partner.getByTestId('partner-status')).toHaveText('Aktiv');
    await partner.getByRole('button', { name: `Partner ${code} pausieren` }).click();
    await expect(partner.getByTestId('partner-status')).toHaveText('Pausiert');
    await expect(partner.getByRole('button', { name: `Partner ${code} fortsetzen` })).toBeVisible();
    await expectNoAxeViolations(page, 'admin affiliates after approval de');
  });

  test('the newsletter list holds confirmed subscribers only and exports them as CSV', async ({ page }) => {
    const confirmed = `e2e-nl-ok-${suffix()}@example.com`;
    const pending = `e2e-nl-open-${suffix()}@example.com`;
    for (const email of [confirmed, pending]) {
      const r = await page.request.post('/api/newsletter', { data: { email, locale: 'de', source: '/blog' } });
      expect(r.status()).toBeLessThan(300);
    }
    const mail = await waitForMail((m) => m.to === confirmed && m.tag === 'newsletter-confirm', 'the confirmation mail');
    const token = decodeURIComponent(/confirm\?token=(\S+)/.exec(mail.text)![1]!);
    const ok = await page.request.post('/api/newsletter/confirm', { data: { token } });
    expect(((await ok.json()) as { state: string }).state).toBe('confirmed');

    await staffLogin(page, '');
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    await expect(page.getByTestId('admin-subscribers')).toContainText(confirmed);
    await expect(page.getByTestId('admin-subscribers')).not.toContainText(pending);
    await expectNoAxeViolations(page, 'admin newsletter de');
    await page.getByRole('searchbox', { name: 'E-Mail suchen' }).fill(pending);
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page.getByTestId('admin-newsletter-empty')).toHaveText('Keine bestätigten Abonnenten für diese Suche.');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('newsletter-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^zweitwerk-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const rows = parse(csv, { columns: true }) as { email: string; locale: string; source: string; confirmed_at: string }[];
    expect(rows.map((r) => r.email)).toContain(confirmed);
    expect(rows.map((r) => r.email)).not.toContain(pending);
    expect(rows.find((r) => r.email === confirmed)).toMatchObject({ locale: 'de', source: '/blog' });
  });

  test('in English: staff changes a lead and finds its own actions in the filtered audit log', async ({ page }) => {
    const name = `Audit Lead ${suffix()}`;
    await createLead(page.request, name, `e2e-audit-${suffix()}@example.com`);
    await staffLogin(page, '/en');
    await page.goto('/en/admin/leads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
    await expect(page).toHaveTitle('Zweitwerk | Leads');
    await expectNoAxeViolations(page, 'admin leads en');
    await page.getByRole('searchbox', { name: 'Search (name, e-mail, company)' }).fill(name);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByTestId('admin-lead-row').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lead from ${name}`);
    await page.getByTestId('record-status').selectOption('done');
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Saved.');
    await expect(page.getByTestId('lead-status')).toHaveText('Done');
    await expectNoAxeViolations(page, 'admin lead detail en');
    const leadId = page.url().split('/').pop()!;

    await page.goto('/en/admin/audit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    await expectNoAxeViolations(page, 'admin audit en');
    await page.getByRole('searchbox', { name: 'Staff member (e-mail)' }).fill('admin@zweitwerk.de');
    await page.getByLabel('Action').selectOption('lead.update');
    await page.getByLabel('Record id').fill(leadId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/action=lead.update/);
    await expect(page.getByTestId('admin-audit-row')).toHaveCount(1);
    const entry = page.getByTestId('admin-audit-row');
    await expect(entry).toContainText('admin@zweitwerk.de');
    await expect(entry.getByTestId('audit-action')).toContainText('Lead changed');
    await expect(entry).toContainText('status: new');
    await expect(entry).toContainText('status: done');
    await expect(page.getByRole('status').filter({ hasText: '1 entry' })).toBeVisible();

    await page.getByLabel('Action').selectOption('');
    await page.getByLabel('Record id').fill('');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-02');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByTestId('admin-audit-empty')).toHaveText('No entries match this selection.');

    await page.goto('/admin/audit?action=lead.update');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protokoll');
    await expect(page.getByTestId('admin-audit-row').first()).toContainText('admin@zweitwerk.de');
    await expect(page.getByTestId('admin-audit-row').first().getByTestId('audit-action')).toContainText('Anfrage geändert');
  });
});
