import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import * as orderList from '@/pages/api/v1/account/orders/index';
import * as orderOne from '@/pages/api/v1/account/orders/[orderId]/index';
import * as reorderRoute from '@/pages/api/v1/account/orders/[orderId]/reorder';
import * as invoiceList from '@/pages/api/v1/account/invoices/index';
import * as invoiceExport from '@/pages/api/v1/account/invoices/export';
import * as invoiceOne from '@/pages/api/v1/account/invoices/[invoiceId]/index';
import * as invoicePdfRoute from '@/pages/api/v1/account/invoices/[invoiceId]/pdf';
import * as xrechnungRoute from '@/pages/api/v1/account/invoices/[invoiceId]/xrechnung';
import * as zugferdRoute from '@/pages/api/v1/account/invoices/[invoiceId]/zugferd';
import * as cartOne from '@/pages/api/cart/[cartId]/index';
import * as summaryRoute from '@/pages/api/v1/account/summary';
import { customerForToken } from '@/lib/server/account/tokens';
import { issueCreditNote, issueInvoice } from '@/lib/server/invoicing';
import { markOrderPaid } from '@/lib/server/platform/payments';
import type { Cart } from '@/lib/checkout/types';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { insertOrder } from '../support/order-fixtures';
import { bearer, registered, type ErrorJson } from './account-helpers';

// registration hashes passwords with scrypt: slow on a busy machine
vi.setConfig({ testTimeout: 180_000 });

async function customer(type: 'private' | 'business' = 'business') {
  const r = await registered(type === 'business' ? { customerType: 'business', company: 'Muster GmbH', vatId: 'DE123456789' } : {});
  const row = await customerForToken(r.token);
  return { token: r.token, id: row!.id };
}

const get = (mod: RouteModule, token: string | null, url: string, params: Record<string, string> = {}) =>
  callApi(mod, { url, params, headers: token ? bearer(token) : {} });

describe('account orders API', () => {
  it('lists only the caller’s orders, newest first, with item counts; filters by status; pages by 10', async () => {
    const me = await customer();
    const other = await customer();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
    for (let i = 1; i <= 11; i++) await insertOrder({ customerId: me.id, status: i % 2 ? 'shipped' : 'invoiced', createdAt: day(i), lines: [{ quantity: i, unitPriceCents: 1000 }] });
    await insertOrder({ customerId: other.id });

    const page1 = await get(orderList, me.token, '/api/v1/account/orders');
    expect(page1.status).toBe(200);
    const body = page1.json as { items: { orderNumber: string; itemCount: number; status: string; createdAt: string; totalCents: number }[]; total: number; pageSize: number };
    expect(body.total).toBe(11);
    expect(body.pageSize).toBe(10);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({ itemCount: 11, status: 'shipped', totalCents: 11 * 1000 + 590, createdAt: day(11).toISOString() });
    const page2 = (await get(orderList, me.token, '/api/v1/account/orders?page=2')).json as typeof body;
    expect(page2.items.map((i) => i.itemCount)).toEqual([1]);
    const shipped = (await get(orderList, me.token, '/api/v1/account/orders?status=shipped')).json as typeof body;
    expect(shipped.total).toBe(6);
    expect(shipped.items.every((i) => i.status === 'shipped')).toBe(true);

    expect((await get(orderList, me.token, '/api/v1/account/orders?status=bogus')).status).toBe(400);
    expect((await get(orderList, me.token, '/api/v1/account/orders?page=0')).status).toBe(400);
    expect((await get(orderList, null, '/api/v1/account/orders')).status).toBe(401);
  });

  it('order detail for the owner; 404 for another customer, an unknown id and a malformed id', async () => {
    const me = await customer();
    const other = await customer();
    const o = await insertOrder({ customerId: me.id, status: 'invoiced', poNumber: 'PO-1' });
    const inv = await issueInvoice(o.id, 'system');
    const res = await get(orderOne, me.token, '/x', { orderId: o.id });
    expect(res.status).toBe(200);
    const d = res.json as { orderNumber: string; status: string; paymentMethod: string; paymentState: string; lines: unknown[]; events: { type: string }[]; invoices: { number: string }[]; poNumber: string };
    expect(d).toMatchObject({ orderNumber: o.orderNumber, status: 'invoiced', paymentMethod: 'invoice', paymentState: 'open', poNumber: 'PO-1' });
    expect(d.lines).toHaveLength(1);
    expect(d.events.map((e) => e.type)).toEqual(['placed', 'invoiced']);
    expect(d.invoices.map((i) => i.number)).toEqual([inv.number]);

    const foreign = await get(orderOne, other.token, '/x', { orderId: o.id });
    expect(foreign.status).toBe(404);
    expect((foreign.json as ErrorJson).error.code).toBe('not_found');
    expect((await get(orderOne, me.token, '/x', { orderId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await get(orderOne, me.token, '/x', { orderId: 'nope' })).status).toBe(404);
    expect((await get(orderOne, null, '/x', { orderId: o.id })).status).toBe(401);
  });

  it('order again fills a cart at today’s prices, with what stock allows; another customer’s order → 404', async () => {
    const me = await customer();
    const other = await customer();
    const [a, b] = await insertProduct([
      { priceCents: 29900, stock: 10 },
      { priceCents: 4900, stock: 1 },
    ]);
    // bought at older prices
    const o = await insertOrder({ customerId: me.id, status: 'shipped', lines: [{ quantity: 2, unitPriceCents: 34900, variantId: a!.id }, { quantity: 3, unitPriceCents: 5900, variantId: b!.id }] });
    const res = await callApi(reorderRoute, { method: 'POST', url: '/x', params: { orderId: o.id }, headers: bearer(me.token), body: {} });
    expect(res.status).toBe(200);
    const r = res.json as { cartId: string; added: { quantity: number }[]; missing: { requested: number; added: number }[] };
    expect(r.added.map((x) => x.quantity)).toEqual([2, 1]);
    expect(r.missing).toEqual([expect.objectContaining({ requested: 3, added: 1 })]);
    const cart = (await callApi(cartOne, { url: '/x', params: { cartId: r.cartId } })).json as Cart;
    expect(cart.lines.map((l) => [l.quantity, l.unitPriceCents])).toEqual([
      [2, 29900],
      [1, 4900],
    ]);
    const foreign = await callApi(reorderRoute, { method: 'POST', url: '/x', params: { orderId: o.id }, headers: bearer(other.token), body: {} });
    expect(foreign.status).toBe(404);
    const bad = await callApi(reorderRoute, { method: 'POST', url: '/x', params: { orderId: o.id }, headers: bearer(me.token), body: { cartId: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('account invoices API', () => {
  it('lists, shows, prints and exports the caller’s invoices; everything 404 for another customer', async () => {
    const me = await customer();
    const other = await customer();
    const prepaid = await insertOrder({ customerId: me.id, status: 'awaiting_payment', paymentMethod: 'prepayment' });
    const onAccount = await insertOrder({ customerId: me.id, status: 'invoiced', lines: [{ quantity: 1, unitPriceCents: 119000 }] });
    const paid = await markOrderPaid(prepaid.id, 'staff:test');
    const inv2 = await issueInvoice(onAccount.id, 'system');
    const kr = await issueCreditNote(inv2.id, { reason: 'Rücksendung' }, 'staff:test');

    const list = await get(invoiceList, me.token, '/api/v1/account/invoices');
    expect(list.status).toBe(200);
    const items = (list.json as { items: { number: string; kind: string; paid: boolean | null; totalCents: number }[] }).items;
    expect(items.map((i) => i.number).sort()).toEqual([paid.invoice.number, inv2.number, kr.number].sort());
    expect(items.find((i) => i.number === paid.invoice.number)).toMatchObject({ kind: 'invoice', paid: true, totalCents: prepaid.totalCents });
    expect(items.find((i) => i.number === kr.number)).toMatchObject({ kind: 'credit_note', paid: null, totalCents: -(119000 + 590) });
    expect((await get(invoiceList, other.token, '/api/v1/account/invoices')).json).toEqual({ items: [] });

    const detail = await get(invoiceOne, me.token, '/x', { invoiceId: inv2.id });
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ number: inv2.number, totalCents: 119590, correctedBy: [{ number: kr.number }], buyer: { company: 'Muster GmbH', vatId: 'DE123456789' } });

    const pdf = await get(invoicePdfRoute, me.token, '/x', { invoiceId: inv2.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(pdf.text).toContain(inv2.number);

    const xml = await get(xrechnungRoute, me.token, '/x', { invoiceId: inv2.id });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/application\/xml/);
    expect(xml.text).toContain(`<cbc:ID>${inv2.number}</cbc:ID>`);
    const zf = await get(zugferdRoute, me.token, '/x', { invoiceId: inv2.id });
    expect(zf.status).toBe(200);
    expect(zf.text.startsWith('%PDF-')).toBe(true);

    for (const mod of [invoiceOne, invoicePdfRoute, xrechnungRoute, zugferdRoute]) {
      const res = await get(mod, other.token, '/x', { invoiceId: inv2.id });
      expect(res.status).toBe(404);
      expect((res.json as ErrorJson).error.code).toBe('not_found');
      expect((await get(mod, me.token, '/x', { invoiceId: 'not-a-uuid' })).status).toBe(404);
      expect((await get(mod, null, '/x', { invoiceId: inv2.id })).status).toBe(401);
    }

    const csv = await get(invoiceExport, me.token, '/api/v1/account/invoices/export?locale=de');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const rows = parse(csv.text, { delimiter: ';', columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.Nummer === inv2.number)).toMatchObject({ Art: 'Rechnung', Brutto: '1195.90', Bestellnummer: onAccount.orderNumber, Status: 'offen' });
    expect(rows.find((r) => r.Nummer === kr.number)).toMatchObject({ Art: 'Rechnungskorrektur', Brutto: '-1195.90' });
    const net = Number(rows.find((r) => r.Nummer === inv2.number)!.Netto);
    const vat = Number(rows.find((r) => r.Nummer === inv2.number)!.USt);
    expect(Math.round((net + vat) * 100)).toBe(119590);
    const en = await get(invoiceExport, me.token, '/api/v1/account/invoices/export?locale=en');
    expect(en.text).toContain('Number;Type;Date');
    expect((await get(invoiceExport, me.token, '/api/v1/account/invoices/export?locale=fr')).status).toBe(400);
    const otherCsv = parse((await get(invoiceExport, other.token, '/api/v1/account/invoices/export')).text, { delimiter: ';', columns: true, bom: true });
    expect(otherCsv).toHaveLength(0);
  }, 120_000);
});

describe('account summary API', () => {
  it('counts the caller’s open orders and open invoices; fleet figures for business accounts only', async () => {
    const biz = await customer('business');
    const priv = await customer('private');
    await insertOrder({ customerId: biz.id, status: 'awaiting_payment', paymentMethod: 'prepayment' });
    const onAccount = await insertOrder({ customerId: biz.id, status: 'invoiced', lines: [{ quantity: 1, unitPriceCents: 10000 }] });
    await issueInvoice(onAccount.id, 'system');
    await insertOrder({ customerId: biz.id, status: 'shipped' });
    // an unpaid invoice corrected by a credit note is not open any more
    const corrected = await insertOrder({ customerId: biz.id, status: 'invoiced', lines: [{ quantity: 1, unitPriceCents: 20000 }] });
    await issueCreditNote((await issueInvoice(corrected.id, 'system')).id, { reason: 'Storniert' }, 'system');
    const s = (await get(summaryRoute, biz.token, '/api/v1/account/summary')).json;
    expect(s).toMatchObject({ customerType: 'business', orders: 4, openOrders: 3, openInvoices: 1, openInvoicesCents: 10590, devicesInUse: 0, poolSize: 0 });
    const p = await get(summaryRoute, priv.token, '/api/v1/account/summary');
    expect(p.json).toMatchObject({ customerType: 'private', orders: 0, openOrders: 0, devicesInUse: null, poolSize: null, co2Kg: 0 });
    expect((await get(summaryRoute, null, '/api/v1/account/summary')).status).toBe(401);
  }, 180_000);
});
