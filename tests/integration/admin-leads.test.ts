import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminLogin from '@/pages/api/admin/login';
import * as leadList from '@/pages/api/admin/leads/index';
import * as leadOne from '@/pages/api/admin/leads/[leadId]/index';
import * as leadAnswer from '@/pages/api/admin/leads/[leadId]/answer';
import * as requestList from '@/pages/api/admin/requests/index';
import * as requestOne from '@/pages/api/admin/requests/[kind]/[requestId]/index';
import * as requestAnswer from '@/pages/api/admin/requests/[kind]/[requestId]/answer';
import * as affiliateList from '@/pages/api/admin/affiliates/index';
import * as approve from '@/pages/api/admin/affiliates/[leadId]/approve';
import * as partner from '@/pages/api/admin/affiliates/partners/[partnerId]';
import * as newsletterList from '@/pages/api/admin/newsletter/index';
import * as newsletterExport from '@/pages/api/admin/newsletter/export';
import * as auditList from '@/pages/api/admin/audit/index';
import * as accountRequests from '@/pages/api/v1/account/service-requests/index';
import * as accountDevices from '@/pages/api/v1/account/devices/index';
import { findCustomerByEmail } from '@/lib/server/account/customers';
import { getDb } from '@/lib/server/db';
import { affiliates, auditLog, customers, leads, newsletterSubscribers, quoteRequests, quotes, serviceRequests } from '@/lib/server/db/schema';
import { readOutbox } from '@/lib/server/mail';
import { shipOrder } from '@/lib/server/platform/fulfilment';
import type { DeviceView, ServiceRequestView } from '@/lib/fleet/types';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { placedOrder } from '../support/fleet-fixtures';
import { bearer, ip, registered, type ErrorJson } from './account-helpers';

const ADMIN_EMAIL = 'leitung@zweitwerk.example';
const ADMIN_PASSWORD = 'first-staff-password-2';
process.env.ADMIN_EMAIL = ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;

const COOKIE = 'zweitwerk-admin-session';
const NO_ID = '00000000-0000-4000-8000-000000000000';

async function staffHeaders(): Promise<Record<string, string>> {
  const res = await callApi(adminLogin, { method: 'POST', url: '/api/admin/login', headers: { 'x-forwarded-for': ip() }, body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status).toBe(200);
  const m = new RegExp(`${COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '');
  return { cookie: `${COOKIE}=${m![1]!}` };
}

async function insertLead(overrides: Partial<typeof leads.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(leads)
    .values({
      id: randomUUID(),
      topic: 'leasing',
      locale: 'de',
      page: '/services/leasing',
      consentText: 'Ich stimme zu.',
      name: 'Erika Muster',
      email: `lead-${randomUUID().slice(0, 8)}@firma.example`,
      company: 'Muster AG',
      message: 'Wir möchten 40 Notebooks leasen.',
      ...overrides,
    })
    .returning();
  return row!;
}

async function auditOf(entityId: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

let h: Record<string, string>;
beforeAll(async () => {
  h = await staffHeaders();
});

describe('role checks', () => {
  it('answers 401 to anonymous callers and 403 to customers on every new route', async () => {
    const customer = await registered();
    const calls: [RouteModule, string, Record<string, string>?][] = [
      [leadList, 'GET'],
      [leadOne, 'GET', { leadId: NO_ID }],
      [leadOne, 'PATCH', { leadId: NO_ID }],
      [leadAnswer, 'POST', { leadId: NO_ID }],
      [requestList, 'GET'],
      [requestOne, 'GET', { kind: 'service', requestId: NO_ID }],
      [requestOne, 'PATCH', { kind: 'quote', requestId: NO_ID }],
      [requestAnswer, 'POST', { kind: 'service', requestId: NO_ID }],
      [affiliateList, 'GET'],
      [approve, 'POST', { leadId: NO_ID }],
      [partner, 'POST', { partnerId: NO_ID }],
      [newsletterList, 'GET'],
      [newsletterExport, 'GET'],
      [auditList, 'GET'],
    ];
    for (const [mod, method, params] of calls) {
      const body = method === 'GET' ? undefined : { status: 'done', subject: 'Hallo', text: 'Guten Tag' };
      const anon = await callApi(mod, { method, url: '/x', params, body });
      expect(anon.status, `${method} anonymous`).toBe(401);
      expect((anon.json as ErrorJson).error.code).toBe('unauthorized');
      const asCustomer = await callApi(mod, { method, url: '/x', params, headers: bearer(customer.token), body });
      expect(asCustomer.status, `${method} customer`).toBe(403);
      expect((asCustomer.json as ErrorJson).error.code).toBe('forbidden');
    }
  });
});

describe('leads', () => {
  it('lists leads filtered by topic, status and search', async () => {
    const a = await insertLead({ name: 'Zora Findbar', topic: 'esg' });
    await insertLead({ name: 'Anderer Absender', topic: 'leasing' });
    const byName = await callApi(leadList, { url: '/x?q=findbar', headers: h });
    expect(byName.status).toBe(200);
    const list = byName.json as { leads: { id: string }[]; total: number };
    expect(list.leads.map((l) => l.id)).toEqual([a.id]);
    const byTopic = (await callApi(leadList, { url: '/x?topic=esg&status=new', headers: h })).json as { leads: { id: string; topic: string }[] };
    expect(byTopic.leads.map((l) => l.id)).toContain(a.id);
    expect(byTopic.leads.every((l) => l.topic === 'esg')).toBe(true);
    const bad = await callApi(leadList, { url: '/x?topic=nonsense&from=gestern', headers: h });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details?.map((d) => d.path).sort()).toEqual(['from', 'topic']);
  });

  it('changes status and note, recording both before and after', async () => {
    const lead = await insertLead();
    const res = await callApi(leadOne, { method: 'PATCH', url: '/x', params: { leadId: lead.id }, headers: h, body: { status: 'in_progress', note: 'Rückruf Dienstag' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'in_progress', note: 'Rückruf Dienstag' });
    const db = await getDb();
    const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ status: 'in_progress', note: 'Rückruf Dienstag' });
    const [entry] = await auditOf(lead.id);
    expect(entry).toMatchObject({
      staffEmail: ADMIN_EMAIL,
      action: 'lead.update',
      entityType: 'lead',
      before: { status: 'new', note: null },
      after: { status: 'in_progress', note: 'Rückruf Dienstag' },
    });
    const cleared = await callApi(leadOne, { method: 'PATCH', url: '/x', params: { leadId: lead.id }, headers: h, body: { note: '' } });
    expect(cleared.json).toMatchObject({ status: 'in_progress', note: null });
    const detail = (await callApi(leadOne, { url: '/x', params: { leadId: lead.id }, headers: h })).json as { history: { before: unknown; after: unknown }[] };
    expect(detail.history).toHaveLength(2);
    expect(detail.history[1]).toMatchObject({ before: { note: 'Rückruf Dienstag' }, after: { note: null } });
  });

  it('refuses bad updates with 4xx JSON and leaves the lead alone', async () => {
    const lead = await insertLead();
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ status: 'erledigt' }, 400],
      [{ note: 'x'.repeat(4001) }, 400],
      [{ note: 'a\u0000b' }, 400],
      ['{not json', 400],
    ];
    for (const [body, status] of cases) {
      const res = await callApi(leadOne, { method: 'PATCH', url: '/x', params: { leadId: lead.id }, headers: h, body });
      expect(res.status).toBe(status);
      expect((res.json as ErrorJson).error.code).toMatch(/invalid/);
    }
    expect((await callApi(leadOne, { method: 'PATCH', url: '/x', params: { leadId: NO_ID }, headers: h, body: { status: 'done' } })).status).toBe(404);
    expect((await callApi(leadOne, { url: '/x', params: { leadId: 'not-a-uuid' }, headers: h })).status).toBe(404);
    expect(await auditOf(lead.id)).toHaveLength(0);
  });

  it('answers a lead by mail through the outbox and records it', async () => {
    const lead = await insertLead({ email: 'antwort@kunde.example' });
    const res = await callApi(leadAnswer, { method: 'POST', url: '/x', params: { leadId: lead.id }, headers: h, body: { subject: 'Ihr Leasing-Angebot', text: 'Guten Tag,\n\nanbei unser Angebot.' } });
    expect(res.status).toBe(200);
    const mail = readOutbox().find((m) => m.to === 'antwort@kunde.example');
    expect(mail).toMatchObject({ subject: 'Ihr Leasing-Angebot', tag: 'admin-answer-lead' });
    expect(mail!.text).toContain('anbei unser Angebot.');
    expect(mail!.html).toContain('<p>anbei unser Angebot.</p>');
    const [entry] = await auditOf(lead.id);
    expect(entry).toMatchObject({ action: 'lead.answer', after: { to: 'antwort@kunde.example', subject: 'Ihr Leasing-Angebot', mailId: mail!.id } });
    const invalid = await callApi(leadAnswer, { method: 'POST', url: '/x', params: { leadId: lead.id }, headers: h, body: { subject: '', text: 'x' } });
    expect(invalid.status).toBe(400);
    expect((invalid.json as ErrorJson).error.details?.map((d) => d.path).sort()).toEqual(['subject', 'text']);
    const newline = await callApi(leadAnswer, { method: 'POST', url: '/x', params: { leadId: lead.id }, headers: h, body: { subject: 'a\nBcc: x@y.example', text: 'Hallo Welt' } });
    expect(newline.status).toBe(400);
    expect(readOutbox().filter((m) => m.to === 'antwort@kunde.example')).toHaveLength(1);
  });
});

describe('service and quote requests', () => {
  let requestId: string;
  let customerEmail: string;
  let serials: string[];

  beforeAll(async () => {
    const c = await registered({ customerType: 'business', company: 'Rücknahme GmbH' });
    customerEmail = c.email;
    const row = await findCustomerByEmail(c.email);
    const [laptop] = await insertProduct([{ priceCents: 49900, stock: 5 }]);
    const order = await placedOrder([{ variantId: laptop!.id, quantity: 2 }], { customerId: row!.id });
    await shipOrder(order.id, { trackingNumber: 'T-EOL-ADMIN' }, 'staff:test');
    const devs = ((await callApi(accountDevices, { url: '/x', headers: bearer(c.token) })).json as { items: DeviceView[] }).items;
    serials = devs.map((d) => d.serialNumber).sort();
    const created = await callApi(accountRequests, {
      method: 'POST',
      url: '/x',
      headers: bearer(c.token),
      body: { deviceIds: devs.map((d) => d.id), contactName: 'Max Lager', pickupAddress: { street: 'Hofweg 2', postalCode: '10115', city: 'Berlin', country: 'DE' }, note: 'Bitte vormittags.' },
    });
    expect(created.status).toBe(201);
    requestId = (created.json as ServiceRequestView).id;
    const db = await getDb();
    await db.insert(quoteRequests).values({ id: randomUUID(), customerId: row!.id, productHandle: 'x', title: 'ThinkPad Mengenanfrage', sku: 'TP-1', quantity: 50, stockAtRequest: 3, locale: 'de', message: 'Bis Ende Mai?' });
  });

  it('lists the end-of-life pickup with its device count and the quote request; quotes read-only', async () => {
    const res = await callApi(requestList, { url: '/x', headers: h });
    expect(res.status).toBe(200);
    const list = res.json as { serviceRequests: { id: string; deviceCount: number; customerEmail: string }[]; quoteRequests: { title: string; quantity: number }[]; quotes: unknown[] };
    expect(list.serviceRequests.find((s) => s.id === requestId)).toMatchObject({ deviceCount: 2, customerEmail });
    expect(list.quoteRequests).toEqual([expect.objectContaining({ title: 'ThinkPad Mengenanfrage', quantity: 50 })]);
    expect(list.quotes).toEqual([]);
    const onlyQuotes = (await callApi(requestList, { url: '/x?kind=quote', headers: h })).json as { serviceRequests: unknown[] };
    expect(onlyQuotes.serviceRequests).toEqual([]);
    expect((await callApi(requestList, { url: '/x?kind=other', headers: h })).status).toBe(400);
  });

  it('lists quotes with their state: an open quote past its validity reads expired', async () => {
    const db = await getDb();
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, customerEmail));
    const buyer = { name: 'Max Lager', company: 'Rücknahme GmbH', address: { street: 'Hofweg 2', postalCode: '10115', city: 'Berlin', country: 'DE' } };
    const money = { subtotalCents: 11900, shippingCents: 0, totalCents: 11900, vatCents: 1900, netCents: 10000 };
    const day = 24 * 60 * 60 * 1000;
    await db.insert(quotes).values([
      { id: randomUUID(), number: 'AN-2026-90001', year: 2026, seq: 90001, customerId: row!.id, locale: 'de', validUntil: new Date(Date.now() + 3 * day), buyer, ...money },
      { id: randomUUID(), number: 'AN-2026-90002', year: 2026, seq: 90002, customerId: row!.id, locale: 'de', validUntil: new Date(Date.now() - day), buyer, ...money },
    ]);
    const list = (await callApi(requestList, { url: '/x?q=AN-2026-9000', headers: h })).json as { quotes: { number: string; status: string }[] };
    expect(Object.fromEntries(list.quotes.map((q) => [q.number, q.status]))).toEqual({ 'AN-2026-90001': 'open', 'AN-2026-90002': 'expired' });
  });

  it('shows the device list, keeps the customer note apart from the staff note, and audits changes', async () => {
    const detail = await callApi(requestOne, { url: '/x', params: { kind: 'service', requestId }, headers: h });
    expect(detail.status).toBe(200);
    const d = detail.json as { devices: { serialNumber: string }[]; customerNote: string; note: string | null };
    expect(d.devices.map((x) => x.serialNumber)).toEqual(serials);
    expect(d.customerNote).toBe('Bitte vormittags.');
    expect(d.note).toBeNull();
    const res = await callApi(requestOne, { method: 'PATCH', url: '/x', params: { kind: 'service', requestId }, headers: h, body: { status: 'scheduled', note: 'Spedition bestellt' } });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    expect(row).toMatchObject({ status: 'scheduled', staffNote: 'Spedition bestellt', note: 'Bitte vormittags.' });
    const [entry] = await auditOf(requestId);
    expect(entry).toMatchObject({ action: 'service_request.update', entityType: 'service_request', before: { status: 'open', note: null }, after: { status: 'scheduled', note: 'Spedition bestellt' } });
    const wrongStatus = await callApi(requestOne, { method: 'PATCH', url: '/x', params: { kind: 'service', requestId }, headers: h, body: { status: 'answered' } });
    expect(wrongStatus.status).toBe(400);
    expect((await callApi(requestOne, { url: '/x', params: { kind: 'nonsense', requestId }, headers: h })).status).toBe(404);
  });

  it('updates and answers a quote request; the customer gets the mail', async () => {
    const db = await getDb();
    const [qr] = await db.select().from(quoteRequests).limit(1);
    const upd = await callApi(requestOne, { method: 'PATCH', url: '/x', params: { kind: 'quote', requestId: qr!.id }, headers: h, body: { status: 'answered' } });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ status: 'answered', note: null });
    const ans = await callApi(requestAnswer, { method: 'POST', url: '/x', params: { kind: 'quote', requestId: qr!.id }, headers: h, body: { subject: 'Ihre Mengenanfrage', text: 'Wir können 50 Stück liefern.' } });
    expect(ans.status).toBe(200);
    expect(readOutbox().find((m) => m.to === customerEmail && m.subject === 'Ihre Mengenanfrage')).toBeTruthy();
    const actions = (await auditOf(qr!.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['quote_request.answer', 'quote_request.update']);
  });

  it('pages each list on its own, 50 a page, newest first; bad page numbers are 400', async () => {
    const tag = randomUUID().slice(0, 8);
    const c = await registered({ customerType: 'business', company: `Seiten ${tag} GmbH` });
    const row = await findCustomerByEmail(c.email);
    const db = await getDb();
    const start = Date.UTC(2026, 2, 1, 8);
    const at = (i: number) => new Date(start + i * 60_000);
    const address = { street: 'Hofweg 2', postalCode: '10115', city: 'Berlin', country: 'DE' };
    const buyer = { name: 'Max Lager', company: `Seiten ${tag} GmbH`, address };
    const service = Array.from({ length: 52 }, (_, i) => ({ id: randomUUID(), number: `SR-${tag}-${String(i).padStart(2, '0')}`, customerId: row!.id, kind: 'end_of_life_pickup' as const, pickupAddress: address, contactName: 'Max Lager', createdAt: at(i) }));
    const quoteReqs = Array.from({ length: 51 }, (_, i) => ({ id: randomUUID(), customerId: row!.id, productHandle: 'x', title: 'Mengenanfrage', sku: `TP-${i}`, quantity: 20, stockAtRequest: 1, locale: 'de' as const, createdAt: at(i) }));
    const seq0 = 50_000 + Math.floor(Math.random() * 40_000);
    const quoteRows = Array.from({ length: 55 }, (_, i) => ({
      id: randomUUID(),
      number: `AN-2097-${seq0 + i}`,
      year: 2097,
      seq: seq0 + i,
      customerId: row!.id,
      locale: 'de' as const,
      validUntil: new Date(Date.now() + 86_400_000),
      buyer,
      subtotalCents: 11900,
      shippingCents: 0,
      totalCents: 11900,
      vatCents: 1900,
      netCents: 10000,
      createdAt: at(i),
    }));
    await db.insert(serviceRequests).values(service);
    await db.insert(quoteRequests).values(quoteReqs);
    await db.insert(quotes).values(quoteRows);

    type Paged = { page: number; pageSize: number; total: number };
    type List = { serviceRequests: { id: string }[]; quoteRequests: { id: string }[]; quotes: { id: string }[]; paging: Record<'serviceRequests' | 'quoteRequests' | 'quotes', Paged> };
    const list = async (query: string) => {
      const res = await callApi(requestList, { url: `/x?q=${encodeURIComponent(`Seiten ${tag}`)}${query}`, headers: h });
      expect(res.status, res.text).toBe(200);
      return res.json as List;
    };
    const newestFirst = (rows: { id: string }[]) => [...rows].reverse().map((r) => r.id);

    const first = await list('');
    expect(first.paging).toEqual({ serviceRequests: { page: 1, pageSize: 50, total: 52 }, quoteRequests: { page: 1, pageSize: 50, total: 51 }, quotes: { page: 1, pageSize: 50, total: 55 } });
    expect(first.serviceRequests.map((r) => r.id)).toEqual(newestFirst(service).slice(0, 50));
    expect(first.quoteRequests.map((r) => r.id)).toEqual(newestFirst(quoteReqs).slice(0, 50));
    expect(first.quotes.map((r) => r.id)).toEqual(newestFirst(quoteRows).slice(0, 50));

    // each list turns its own page; the others stay where they are
    const second = await list('&servicePage=2&quotePage=2');
    expect(second.serviceRequests.map((r) => r.id)).toEqual(newestFirst(service).slice(50));
    expect(second.quoteRequests.map((r) => r.id)).toEqual(newestFirst(quoteReqs).slice(0, 50));
    expect(second.quotes.map((r) => r.id)).toEqual(newestFirst(quoteRows).slice(50));
    expect(second.paging.serviceRequests).toEqual({ page: 2, pageSize: 50, total: 52 });
    const lastQuoteRequest = await list('&quoteRequestPage=2');
    expect(lastQuoteRequest.quoteRequests.map((r) => r.id)).toEqual([quoteReqs[0]!.id]);
    expect((await list('&quoteRequestPage=3')).quoteRequests).toEqual([]);

    // one kind: the other list is empty and counts nothing
    const onlyQuotes = await list('&kind=quote&quoteRequestPage=2');
    expect(onlyQuotes.serviceRequests).toEqual([]);
    expect(onlyQuotes.paging.serviceRequests.total).toBe(0);
    expect(onlyQuotes.quoteRequests).toHaveLength(1);

    for (const bad of ['servicePage=0', 'quoteRequestPage=abc', 'quotePage=1.5', 'quotePage=10001']) {
      const res = await callApi(requestList, { url: `/x?${bad}`, headers: h });
      expect(res.status).toBe(400);
      expect((res.json as ErrorJson).error.details!.map((d) => d.path)).toEqual([bad.split('=')[0]]);
    }
  });
});

describe('affiliates', () => {
  it('approves an application once: a code is created and mailed, a second approval is refused', async () => {
    const app = await insertLead({ topic: 'affiliate', locale: 'en', name: 'Tech Blog', email: 'partner@blog.example', details: { channelUrl: 'https://blog.example', channelType: 'blog' } });
    const first = await callApi(approve, { method: 'POST', url: '/x', params: { leadId: app.id }, headers: h });
    expect(first.status).toBe(200);
    const code = (first.json as { affiliate: { code: string } }).affiliate.code;
    expect(code).toMatch(/^ZW[A-Z2-9]{6}$/);
    const mail = readOutbox().find((m) => m.to === 'partner@blog.example');
    expect(mail?.tag).toBe('affiliate-approved');
    expect(mail?.text).toContain(code);
    expect(mail?.subject).toMatch(/affiliate programme/);
    const second = await callApi(approve, { method: 'POST', url: '/x', params: { leadId: app.id }, headers: h });
    expect(second.status).toBe(409);
    expect((second.json as ErrorJson).error.code).toBe('already_approved');
    const db = await getDb();
    expect(await db.select().from(affiliates).where(eq(affiliates.leadId, app.id))).toHaveLength(1);
    expect((await db.select().from(leads).where(eq(leads.id, app.id)))[0]!.status).toBe('approved');
    expect((await auditOf(app.id)).map((e) => e.action)).toEqual(['affiliate.approve']);
    const racing = await insertLead({ topic: 'affiliate', name: 'Doppelt', email: 'doppelt@blog.example', details: { channelUrl: 'https://doppelt.example', channelType: 'blog' } });
    const both = await Promise.all([1, 2].map(() => callApi(approve, { method: 'POST', url: '/x', params: { leadId: racing.id }, headers: h })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.select().from(affiliates).where(eq(affiliates.leadId, racing.id))).toHaveLength(1);
    expect(readOutbox().filter((m) => m.to === 'doppelt@blog.example')).toHaveLength(1);
    const notApp = await insertLead();
    expect((await callApi(approve, { method: 'POST', url: '/x', params: { leadId: notApp.id }, headers: h })).status).toBe(409);

    const list = (await callApi(affiliateList, { url: '/x', headers: h })).json as { applications: { id: string; code: string | null }[]; partners: { id: string; code: string; status: string }[] };
    expect(list.applications.find((a) => a.id === app.id)?.code).toBe(code);
    const p = list.partners.find((x) => x.code === code)!;
    expect(p.status).toBe('active');
    const paused = await callApi(partner, { method: 'POST', url: '/x', params: { partnerId: p.id }, headers: h, body: { status: 'paused' } });
    expect(paused.json).toMatchObject({ partner: { status: 'paused' } });
    expect((await db.select().from(affiliates).where(eq(affiliates.id, p.id)))[0]!.status).toBe('paused');
    const [pauseEntry] = await auditOf(p.id);
    expect(pauseEntry).toMatchObject({ action: 'affiliate.pause', before: { status: 'active' }, after: { status: 'paused' } });
    expect((await callApi(partner, { method: 'POST', url: '/x', params: { partnerId: p.id }, headers: h, body: { status: 'weg' } })).status).toBe(400);
  });
});

describe('newsletter', () => {
  it('lists and exports confirmed subscribers only; the CSV parses back', async () => {
    const db = await getDb();
    const now = new Date();
    const row = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') => ({
      id: randomUUID(),
      email,
      locale: 'de' as const,
      status,
      source: '/blog',
      consentText: 'Ja',
      requestedAt: now,
      confirmedAt: status === 'pending' ? null : new Date('2026-03-01T10:00:00Z'),
    });
    await db.insert(newsletterSubscribers).values([row('b-bestaetigt@leser.example', 'confirmed'), row('a-bestaetigt@leser.example', 'confirmed'), row('offen@leser.example', 'pending'), row('weg@leser.example', 'unsubscribed')]);
    const list = (await callApi(newsletterList, { url: '/x', headers: h })).json as { confirmedCount: number; subscribers: { email: string }[] };
    expect(list.confirmedCount).toBe(2);
    expect(list.subscribers.map((s) => s.email).sort()).toEqual(['a-bestaetigt@leser.example', 'b-bestaetigt@leser.example']);
    const search = (await callApi(newsletterList, { url: '/x?q=b-best', headers: h })).json as { total: number };
    expect(search.total).toBe(1);
    const csv = await callApi(newsletterExport, { url: '/x', headers: h });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="zweitwerk-newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      { email: 'a-bestaetigt@leser.example', locale: 'de', source: '/blog', confirmed_at: '2026-03-01T10:00:00.000Z' },
      { email: 'b-bestaetigt@leser.example', locale: 'de', source: '/blog', confirmed_at: '2026-03-01T10:00:00.000Z' },
    ]);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'newsletter.export')));
    expect(entry).toMatchObject({ staffEmail: ADMIN_EMAIL, after: { count: 2 } });
  });
});

describe('audit log', () => {
  it('filters by staff, action, record and date; pages; refuses bad filters', async () => {
    const lead = await insertLead();
    await callApi(leadOne, { method: 'PATCH', url: '/x', params: { leadId: lead.id }, headers: h, body: { status: 'done' } });
    type Page = { entries: { action: string; entityId: string; staffEmail: string; before: unknown; after: unknown }[]; total: number; actions: string[] };
    const byRecord = (await callApi(auditList, { url: `/x?entityType=lead&entityId=${lead.id}`, headers: h })).json as Page;
    expect(byRecord.total).toBe(1);
    expect(byRecord.entries[0]).toMatchObject({ action: 'lead.update', staffEmail: ADMIN_EMAIL, before: { status: 'new' }, after: { status: 'done' } });
    const byAction = (await callApi(auditList, { url: '/x?action=affiliate.approve', headers: h })).json as Page;
    // the two applications approved in the affiliates test
    expect(byAction.total).toBe(2);
    expect(byAction.entries.every((e) => e.action === 'affiliate.approve')).toBe(true);
    expect(byAction.actions).toEqual(expect.arrayContaining(['lead.update', 'affiliate.approve', 'newsletter.export']));
    const byStaff = (await callApi(auditList, { url: '/x?staff=leitung', headers: h })).json as Page;
    expect(byStaff.total).toBeGreaterThan(5);
    expect((await callApi(auditList, { url: '/x?staff=niemand@example.org', headers: h })).json).toMatchObject({ total: 0, entries: [] });
    // the filter's days are Berlin days: between 22:00/23:00 and midnight UTC, Berlin is a day ahead
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    const dated = (await callApi(auditList, { url: `/x?from=2020-01-01&to=${today}&entityId=${lead.id}`, headers: h })).json as Page;
    expect(dated.total).toBe(1);
    expect(((await callApi(auditList, { url: '/x?to=2020-01-01', headers: h })).json as Page).total).toBe(0);
    const page2 = (await callApi(auditList, { url: '/x?page=2', headers: h })).json as Page;
    expect(page2.entries).toEqual([]);
    const bad = await callApi(auditList, { url: '/x?from=morgen&page=0', headers: h });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details?.map((d) => d.path).sort()).toEqual(['from', 'page']);
  });
});
