import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as adminLogin from '@/pages/api/admin/login';
import * as catalogExport from '@/pages/api/admin/catalog/export';
import * as catalogImport from '@/pages/api/admin/catalog/import';
import * as newsletterExport from '@/pages/api/admin/newsletter/export';
import * as invoiceExport from '@/pages/api/v1/account/invoices/export';
import * as devicesIndex from '@/pages/api/v1/account/devices/index';
import * as devicesExport from '@/pages/api/v1/account/devices/export';
import * as assign from '@/pages/api/v1/account/devices/assign';
import * as employeesIndex from '@/pages/api/v1/account/employees/index';
import * as co2Export from '@/pages/api/v1/account/co2/export';
import { findCustomerByEmail } from '@/lib/server/account/customers';
import { getDb } from '@/lib/server/db';
import { newsletterSubscribers, products } from '@/lib/server/db/schema';
import { issueCreditNote, issueInvoice } from '@/lib/server/invoicing';
import { shipOrder } from '@/lib/server/platform/fulfilment';
import type { DeviceView, EmployeeView } from '@/lib/fleet/types';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { placedOrder } from '../support/fleet-fixtures';
import { insertOrder } from '../support/order-fixtures';
import { bearer, ip, registered } from './account-helpers';

// before the imports: the catalog cache reads the environment when it loads
const { ADMIN_EMAIL, ADMIN_PASSWORD } = vi.hoisted(() => {
  const creds = { ADMIN_EMAIL: 'csv@zweitwerk.example', ADMIN_PASSWORD: 'first-staff-password-3' };
  Object.assign(process.env, creds);
  return creds;
});

/** What a spreadsheet would run as a formula when a cell starts with it. */
const ATTACK = '=HYPERLINK("http://evil.example","x")';
const DDE = "@SUM(1+1)*cmd|' /C calc'!A0";
/** A cell a spreadsheet would run as a formula: starts with = + - @ tab or CR and is not a plain number. */
const FORMULA_CELL = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?(?:\d+|\d{1,3}(?:[.,]\d{3})+)(?:[.,]\d+)?$/;

function cells(csv: string, delimiter: string): string[][] {
  return parse(csv, { delimiter, bom: true }) as string[][];
}

/** Every cell of the file is either a plain number or no formula. */
function expectNoFormulaCells(rows: string[][]) {
  const dangerous = rows.flat().filter((c) => FORMULA_CELL.test(c) && !PLAIN_NUMBER.test(c));
  expect(dangerous).toEqual([]);
}

async function staffCookie(): Promise<Record<string, string>> {
  const res = await callApi(adminLogin, { method: 'POST', url: '/api/admin/login', headers: { 'x-forwarded-for': ip() }, body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  const m = /zweitwerk-admin-session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  return { cookie: `zweitwerk-admin-session=${m![1]!}` };
}

const get = (mod: RouteModule, h: Record<string, string>, url = '/x') => callApi(mod, { url, headers: h });

let staff: Record<string, string>;
beforeAll(async () => {
  staff = await staffCookie();
});

describe('back-office catalog export and import', () => {
  it('writes formula-like texts with an apostrophe, prices as numbers, and the import reads every text back as it was', async () => {
    const [offer] = await insertProduct([{ priceCents: 105900, stock: 2 }], { title: ATTACK });
    const db = await getDb();
    // a summary that starts with an apostrophe of its own before "=", and one with an apostrophe the export must not touch
    await db.update(products).set({ summaryDe: "'=nicht rechnen", summaryEn: "'quoted' -1" }).where(eq(products.handle, offer!.handle));

    const res = await get(catalogExport, staff);
    expect(res.status).toBe(200);
    const rows = cells(res.text, ';');
    const header = rows[0]!;
    const row = rows.find((r) => r[header.indexOf('handle')] === offer!.handle)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('title')).toBe(`'${ATTACK}`);
    expect(cell('summary_de')).toBe("''=nicht rechnen");
    expect(cell('summary_en')).toBe("'quoted' -1");
    expect(cell('price_eur')).toBe('1059,00');
    expectNoFormulaCells(rows);

    const back = await callApi(catalogImport, { method: 'POST', url: '/x', headers: { ...staff, 'content-type': 'text/csv' }, body: res.text });
    expect(back.status, back.text).toBe(200);
    expect((back.json as { counts: { productsChanged: number; offersChanged: number } }).counts).toMatchObject({ productsChanged: 0, offersChanged: 0 });
    const [p] = await db.select().from(products).where(eq(products.handle, offer!.handle));
    expect(p).toMatchObject({ title: ATTACK, summaryDe: "'=nicht rechnen", summaryEn: "'quoted' -1" });
  });
});

describe('back-office newsletter export', () => {
  it('neutralises an address that starts like a formula', async () => {
    const db = await getDb();
    // the address rule (one @, a dot in the domain, no spaces) lets this through
    const evil = '=hyperlink("http://evil.example","x")@evil.example';
    await db.insert(newsletterSubscribers).values({ id: randomUUID(), email: evil, locale: 'de', status: 'confirmed', source: '/blog', consentText: 'Ja', requestedAt: new Date(), confirmedAt: new Date('2026-03-01T10:00:00Z') });
    const res = await get(newsletterExport, staff);
    expect(res.status).toBe(200);
    const records = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(records.find((r) => r.email?.includes('evil.example'))).toEqual({ email: `'${evil}`, locale: 'de', source: '/blog', confirmed_at: '2026-03-01T10:00:00.000Z' });
    expectNoFormulaCells(cells(res.text, ','));
  });
});

describe('account exports', () => {
  let h: Record<string, string>;
  let customerId: string;

  beforeAll(async () => {
    const r = await registered({ customerType: 'business', company: 'Formel GmbH' });
    h = bearer(r.token);
    customerId = (await findCustomerByEmail(r.email))!.id;
    const [laptop] = await insertProduct([{ priceCents: 49900, stock: 5 }], { title: ATTACK });
    const [phone] = await insertProduct([{ priceCents: 19900, stock: 5 }], { title: DDE, category: 'phones' });
    const order = await placedOrder([{ variantId: laptop!.id, quantity: 1 }, { variantId: phone!.id, quantity: 1 }], { customerId });
    await shipOrder(order.id, { trackingNumber: 'T-FORMULA' }, 'staff:test');
  });

  it('invoices: credit-note amounts stay negative numbers, nothing else starts like a formula', async () => {
    const onAccount = await insertOrder({ customerId, status: 'invoiced', lines: [{ title: ATTACK, quantity: 1, unitPriceCents: 119000 }] });
    const inv = await issueInvoice(onAccount.id, 'system');
    const kr = await issueCreditNote(inv.id, { reason: ATTACK }, 'staff:test');
    const res = await get(invoiceExport, h, '/x?locale=de');
    expect(res.status).toBe(200);
    const rows = cells(res.text, ';');
    const credit = rows.find((r) => r[0] === kr.number)!;
    // net, VAT and gross of 1,190.00 + 5.90 shipping, written as negative numbers without an apostrophe
    expect(credit[6]).toBe('-1195.90');
    expect(Math.round((Number(credit[4]) + Number(credit[5])) * 100)).toBe(-119590);
    expect(credit.slice(4, 7).every((c) => c.startsWith('-') && PLAIN_NUMBER.test(c))).toBe(true);
    expectNoFormulaCells(rows);
  });

  it('devices: an employee and a model named like formulas are text; CO₂ figures stay numbers', async () => {
    const emp = await callApi(employeesIndex, { method: 'POST', url: '/x', headers: h, body: { firstName: ATTACK, lastName: '-Muster' } });
    expect(emp.status, emp.text).toBe(201);
    const devices = ((await get(devicesIndex, h)).json as { items: DeviceView[] }).items;
    const laptop = devices.find((d) => d.category === 'laptops')!;
    const assigned = await callApi(assign, { method: 'POST', url: '/x', headers: h, body: { deviceIds: [laptop.id], employeeId: (emp.json as EmployeeView).id } });
    expect(assigned.status, assigned.text).toBe(200);

    for (const [locale, delimiter] of [
      ['de', ';'],
      ['en', ','],
    ] as const) {
      const res = await get(devicesExport, h, `/x?locale=${locale}`);
      expect(res.status).toBe(200);
      const rows = cells(res.text, delimiter);
      const row = rows.find((r) => r[0] === laptop.serialNumber)!;
      expect(row[1]).toBe(`'${ATTACK}`);
      expect(row[10]).toBe(`'${ATTACK} -Muster`);
      expect(row[11]).toBe('150');
      expect(rows.find((r) => r[2] === (locale === 'de' ? 'Handys' : 'Phones'))![1]).toBe(`'${DDE}`);
      expectNoFormulaCells(rows);
    }
  });

  it('CO₂: model names like formulas are text', async () => {
    const res = await get(co2Export, h, '/x?locale=de');
    expect(res.status).toBe(200);
    const rows = cells(res.text, ';');
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual([`'${ATTACK}`, `'${DDE}`].sort());
    expect(rows.slice(1).map((r) => r[5]).sort()).toEqual(['150', '50']);
    expectNoFormulaCells(rows);
  });
});
