import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import * as devicesIndex from '@/pages/api/v1/account/devices/index';
import * as deviceOne from '@/pages/api/v1/account/devices/[deviceId]';
import * as devicesExport from '@/pages/api/v1/account/devices/export';
import * as assign from '@/pages/api/v1/account/devices/assign';
import * as pool from '@/pages/api/v1/account/devices/pool';
import * as employeesIndex from '@/pages/api/v1/account/employees/index';
import * as employeeOne from '@/pages/api/v1/account/employees/[employeeId]';
import * as employeesImport from '@/pages/api/v1/account/employees/import';
import * as requestsIndex from '@/pages/api/v1/account/service-requests/index';
import * as requestOne from '@/pages/api/v1/account/service-requests/[requestId]';
import * as co2Index from '@/pages/api/v1/account/co2/index';
import * as co2Export from '@/pages/api/v1/account/co2/export';
import * as co2Certificate from '@/pages/api/v1/account/co2/certificate';
import { findCustomerByEmail } from '@/lib/server/account/customers';
import { getDb } from '@/lib/server/db';
import { devices } from '@/lib/server/db/schema';
import { readOutbox } from '@/lib/server/mail';
import { shipOrder } from '@/lib/server/platform/fulfilment';
import { siteConfig } from '@/lib/site-config';
import type { Co2Report, DeviceView, EmployeeDetail, EmployeeView, ServiceRequestView } from '@/lib/fleet/types';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { placedOrder } from '../support/fleet-fixtures';
import { bearer, registered, type ErrorJson } from './account-helpers';

type Party = { id: string; email: string; token: string; h: Record<string, string> };

async function party(type: 'business' | 'private'): Promise<Party> {
  const r = await registered(type === 'business' ? { customerType: 'business', company: 'Flotte GmbH' } : {});
  const row = await findCustomerByEmail(r.email);
  return { id: row!.id, email: r.email, token: r.token, h: bearer(r.token) };
}

const get = (mod: RouteModule, h: Record<string, string>, url = '/x', params: Record<string, string> = {}) => callApi(mod, { url, headers: h, params });
const send = (mod: RouteModule, method: string, h: Record<string, string>, body?: unknown, params: Record<string, string> = {}) =>
  callApi(mod, { method, url: '/x', headers: h, body, params });

let a: Party;
let b: Party;
let priv: Party;
let aDevices: DeviceView[];
let bDevice: DeviceView;

beforeAll(async () => {
  [a, b, priv] = await Promise.all([party('business'), party('business'), party('private')]);
  const [laptop] = await insertProduct([{ priceCents: 49900, stock: 20 }]);
  const [phone] = await insertProduct([{ priceCents: 19900, stock: 20 }], { category: 'phones' });
  const first = await placedOrder([{ variantId: laptop!.id, quantity: 2 }], { customerId: a.id });
  const second = await placedOrder([{ variantId: phone!.id, quantity: 1 }], { customerId: a.id, status: 'invoiced' });
  const other = await placedOrder([{ variantId: laptop!.id, quantity: 1 }], { customerId: b.id });
  const privOrder = await placedOrder([{ variantId: phone!.id, quantity: 1 }], { customerId: priv.id });
  for (const o of [first, second, other, privOrder]) await shipOrder(o.id, { trackingNumber: `T-${o.orderNumber}` }, 'staff:test');
  aDevices = ((await get(devicesIndex, a.h)).json as { items: DeviceView[] }).items;
  bDevice = ((await get(devicesIndex, b.h)).json as { items: DeviceView[] }).items[0]!;
});

describe('devices', () => {
  it('lists only the caller’s devices; private accounts get 404, anonymous 401', async () => {
    expect(aDevices).toHaveLength(3);
    expect(aDevices.every((d) => d.status === 'in_pool' && d.employee === null)).toBe(true);
    expect(aDevices.map((d) => d.category).sort()).toEqual(['laptops', 'laptops', 'phones']);
    expect(bDevice.category).toBe('laptops');
    expect((await get(devicesIndex, priv.h)).status).toBe(404);
    const anon = await get(devicesIndex, {});
    expect(anon.status).toBe(401);
    expect((anon.json as ErrorJson).error.code).toBe('unauthorized');
  });

  it('answers one device for its owner and 404 for anyone else', async () => {
    const mine = await get(deviceOne, a.h, '/x', { deviceId: aDevices[0]!.id });
    expect(mine.status).toBe(200);
    expect((mine.json as DeviceView).serialNumber).toBe(aDevices[0]!.serialNumber);
    expect((await get(deviceOne, b.h, '/x', { deviceId: aDevices[0]!.id })).status).toBe(404);
    expect((await get(deviceOne, a.h, '/x', { deviceId: 'not-a-uuid' })).status).toBe(404);
  });

  it('searches, filters and sorts', async () => {
    const phones = (await get(devicesIndex, a.h, '/x?category=phones')).json as { items: DeviceView[] };
    expect(phones.items.map((d) => d.category)).toEqual(['phones']);
    const serial = aDevices[1]!.serialNumber;
    const found = (await get(devicesIndex, a.h, `/x?q=${encodeURIComponent(serial.slice(3).toLowerCase())}`)).json as { items: DeviceView[] };
    expect(found.items.map((d) => d.serialNumber)).toEqual([serial]);
    const sorted = (await get(devicesIndex, a.h, '/x?sort=serial&dir=asc')).json as { items: DeviceView[] };
    expect(sorted.items.map((d) => d.serialNumber)).toEqual(aDevices.map((d) => d.serialNumber).sort());
    const bad = await get(devicesIndex, a.h, '/x?status=lost');
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details?.map((d) => d.path)).toEqual(['status']);
  });

  it('exports the filtered list as CSV that parses back, in German (semicolons) and English (commas)', async () => {
    const de = await get(devicesExport, a.h, '/x?locale=de');
    expect(de.status).toBe(200);
    expect(de.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(de.headers.get('content-disposition')).toMatch(/attachment; filename="zweitwerk-geraete-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(de.text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Seriennummer).sort()).toEqual(aDevices.map((d) => d.serialNumber).sort());
    expect(rows.find((r) => r.Kategorie === 'Handys')?.['kg CO2e']).toBe('50');
    expect(rows.every((r) => r.Status === 'Im Pool')).toBe(true);
    const en = await get(devicesExport, a.h, '/x?locale=en&category=laptops');
    const enRows = parse(en.text, { bom: true, delimiter: ',', columns: true }) as Record<string, string>[];
    expect(enRows).toHaveLength(2);
    expect(enRows.every((r) => r.Category === 'Laptops' && r['kg CO2e'] === '150' && r.Status === 'In pool')).toBe(true);
    expect((await get(devicesExport, priv.h)).status).toBe(404);
  });
});

describe('employees and the pool', () => {
  it('creates, validates, lists, reads and edits employees; other customers get 404', async () => {
    const created = await send(employeesIndex, 'POST', a.h, { firstName: 'Jana', lastName: 'Berg', email: 'Jana.Berg@Flotte.example', department: 'Vertrieb' });
    expect(created.status).toBe(201);
    const jana = created.json as EmployeeView;
    expect(jana).toMatchObject({ firstName: 'Jana', lastName: 'Berg', email: 'jana.berg@flotte.example', department: 'Vertrieb', deviceCount: 0 });

    const dup = await send(employeesIndex, 'POST', a.h, { firstName: 'J', lastName: 'B', email: 'jana.berg@flotte.example' });
    expect(dup.status).toBe(409);
    // the same address at another customer is fine
    expect((await send(employeesIndex, 'POST', b.h, { firstName: 'J', lastName: 'B', email: 'jana.berg@flotte.example' })).status).toBe(201);
    const bad = await send(employeesIndex, 'POST', a.h, { firstName: ' ', lastName: 'X\u0000', email: 'nope' });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details?.map((d) => [d.path, d.code])).toEqual([
      ['firstName', 'required'],
      ['lastName', 'control_characters'],
      ['email', 'email_invalid'],
    ]);

    const list = (await get(employeesIndex, a.h)).json as { items: EmployeeView[] };
    expect(list.items.map((e) => e.lastName)).toEqual(['Berg']);
    const patched = await send(employeeOne, 'PATCH', a.h, { department: '', lastName: 'Berg-Meier' }, { employeeId: jana.id });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ lastName: 'Berg-Meier', department: null, email: 'jana.berg@flotte.example' });
    expect((await send(employeeOne, 'PATCH', a.h, { salary: 1 }, { employeeId: jana.id })).status).toBe(400);

    expect((await get(employeeOne, b.h, '/x', { employeeId: jana.id })).status).toBe(404);
    expect((await send(employeeOne, 'PATCH', b.h, { lastName: 'X' }, { employeeId: jana.id })).status).toBe(404);
    expect((await send(employeeOne, 'DELETE', b.h, undefined, { employeeId: jana.id })).status).toBe(404);
    expect((await get(employeesIndex, priv.h)).status).toBe(404);
  });

  it('assigns devices to an employee, returns them to the pool and refuses other customers’ ids', async () => {
    const emp = (await send(employeesIndex, 'POST', a.h, { firstName: 'Ole', lastName: 'Nord' })).json as EmployeeView;
    const bEmp = (await send(employeesIndex, 'POST', b.h, { firstName: 'Bea', lastName: 'Süd' })).json as EmployeeView;
    const ids = [aDevices[0]!.id, aDevices[1]!.id];

    expect((await send(assign, 'POST', b.h, { deviceIds: ids, employeeId: bEmp.id })).status).toBe(404);
    expect((await send(assign, 'POST', a.h, { deviceIds: ids, employeeId: bEmp.id })).status).toBe(404);
    expect((await send(assign, 'POST', a.h, { deviceIds: [aDevices[0]!.id, bDevice.id], employeeId: emp.id })).status).toBe(404);
    expect((await send(assign, 'POST', a.h, { deviceIds: [], employeeId: emp.id })).status).toBe(400);

    const done = await send(assign, 'POST', a.h, { deviceIds: ids, employeeId: emp.id });
    expect(done.status).toBe(200);
    expect((done.json as { items: DeviceView[] }).items.map((d) => [d.status, d.employee?.name])).toEqual([
      ['in_use', 'Ole Nord'],
      ['in_use', 'Ole Nord'],
    ]);
    const detail = (await get(employeeOne, a.h, '/x', { employeeId: emp.id })).json as EmployeeDetail;
    expect(detail.deviceCount).toBe(2);
    expect(detail.devices.map((d) => d.id).sort()).toEqual([...ids].sort());
    const byEmployee = (await get(devicesIndex, a.h, `/x?employeeId=${emp.id}`)).json as { items: DeviceView[] };
    expect(byEmployee.items).toHaveLength(2);
    const unassigned = (await get(devicesIndex, a.h, '/x?employeeId=none')).json as { items: DeviceView[] };
    expect(unassigned.items.map((d) => d.id)).toEqual([aDevices[2]!.id]);

    expect((await send(pool, 'POST', b.h, { deviceIds: [ids[0]] })).status).toBe(404);
    const back = await send(pool, 'POST', a.h, { deviceIds: [ids[0]] });
    expect(back.status).toBe(200);
    expect(((await get(deviceOne, a.h, '/x', { deviceId: ids[0]! })).json as DeviceView)).toMatchObject({ status: 'in_pool', employee: null });

    // a device in repair cannot be handed out
    const db = await getDb();
    await db.update(devices).set({ status: 'in_repair' }).where(eq(devices.id, aDevices[2]!.id));
    const refused = await send(assign, 'POST', a.h, { deviceIds: [aDevices[2]!.id], employeeId: emp.id });
    expect(refused.status).toBe(409);
    expect((refused.json as ErrorJson).error.code).toBe('device_unavailable');
    await db.update(devices).set({ status: 'in_pool' }).where(eq(devices.id, aDevices[2]!.id));

    // deleting the employee puts the device they still have back in the pool
    const del = await send(employeeOne, 'DELETE', a.h, undefined, { employeeId: emp.id });
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ returnedToPool: 1 });
    expect((await get(employeeOne, a.h, '/x', { employeeId: emp.id })).status).toBe(404);
    const after = (await get(devicesIndex, a.h, '/x?status=in_pool')).json as { items: DeviceView[] };
    expect(after.items.map((d) => d.id).sort()).toEqual(aDevices.map((d) => d.id).sort());
  });

  it('counts each employee’s own devices in the list and in an edit’s answer', async () => {
    const c = await party('business');
    const [laptop] = await insertProduct([{ priceCents: 39900, stock: 5 }]);
    const order = await placedOrder([{ variantId: laptop!.id, quantity: 3 }], { customerId: c.id });
    await shipOrder(order.id, { trackingNumber: `T-${order.orderNumber}` }, 'staff:test');
    const own = ((await get(devicesIndex, c.h)).json as { items: DeviceView[] }).items;
    expect(own).toHaveLength(3);
    const anna = (await send(employeesIndex, 'POST', c.h, { firstName: 'Anna', lastName: 'Arndt' })).json as EmployeeView;
    const bert = (await send(employeesIndex, 'POST', c.h, { firstName: 'Bert', lastName: 'Busch' })).json as EmployeeView;
    expect((await send(assign, 'POST', c.h, { deviceIds: [own[0]!.id, own[1]!.id], employeeId: anna.id })).status).toBe(200);

    const list = (await get(employeesIndex, c.h)).json as { items: EmployeeView[] };
    expect(list.items.map((e) => [e.lastName, e.deviceCount])).toEqual([
      ['Arndt', 2],
      ['Busch', 0],
    ]);
    const edited = await send(employeeOne, 'PATCH', c.h, { department: 'Einkauf' }, { employeeId: anna.id });
    expect(edited.json).toMatchObject({ lastName: 'Arndt', department: 'Einkauf', deviceCount: 2 });
    expect((await send(employeeOne, 'PATCH', c.h, { department: 'Lager' }, { employeeId: bert.id })).json).toMatchObject({ deviceCount: 0 });
  });

  it('imports employees from CSV, or nothing at all with the errors by line', async () => {
    const c = await party('business');
    const good = '\ufeffVorname;Nachname;E-Mail;Abteilung\r\nAnna;Ahrens;anna@c.example;IT\r\nBernd;Brandt;;Lager\r\n"Carla";"Conrad, Dr.";carla@c.example;\r\n';
    const ok = await send(employeesImport, 'POST', c.h, { csv: good });
    expect(ok.status).toBe(201);
    expect(ok.json).toEqual({ imported: 3 });
    const list = (await get(employeesIndex, c.h)).json as { items: EmployeeView[] };
    expect(list.items.map((e) => [e.firstName, e.lastName, e.email, e.department])).toEqual([
      ['Anna', 'Ahrens', 'anna@c.example', 'IT'],
      ['Bernd', 'Brandt', null, 'Lager'],
      ['Carla', 'Conrad, Dr.', 'carla@c.example', null],
    ]);

    const bad = 'first name,last name,email\nDora,Dietz,dora@c.example\n,Ernst,ernst@c.example\nFritz,Frank,not-an-email\nGreta,Graf,anna@c.example\nHans,Hahn,dora@c.example\n';
    const refused = await send(employeesImport, 'POST', c.h, { csv: bad });
    expect(refused.status).toBe(400);
    expect((refused.json as ErrorJson).error.code).toBe('import_invalid');
    expect((refused.json as { error: { details: unknown } }).error.details).toEqual([
      { line: 3, field: 'firstName', code: 'required' },
      { line: 4, field: 'email', code: 'email_invalid' },
      { line: 5, field: 'email', code: 'email_taken' },
      { line: 6, field: 'email', code: 'email_duplicate_in_file' },
    ]);
    expect(((await get(employeesIndex, c.h)).json as { items: unknown[] }).items).toHaveLength(3);
    const noColumn = await send(employeesImport, 'POST', c.h, { csv: 'name;email\nX;x@c.example\n' });
    expect((noColumn.json as { error: { details: unknown } }).error.details).toEqual([
      { line: 1, field: 'firstName', code: 'column_missing' },
      { line: 1, field: 'lastName', code: 'column_missing' },
    ]);
    expect((await send(employeesImport, 'POST', priv.h, { csv: good })).status).toBe(404);
  });
});

describe('end-of-life pickup requests', () => {
  it('stores the request with its devices, mails a confirmation and refuses the same devices twice', async () => {
    const ids = [aDevices[0]!.id, aDevices[2]!.id];
    const body = {
      deviceIds: ids,
      contactName: 'Dana Demo',
      contactPhone: '+49 30 123456',
      pickupAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'de' },
      preferredDate: '2030-01-15',
      note: 'Bitte an der Rampe klingeln.\nDanke!',
    };
    expect((await send(requestsIndex, 'POST', b.h, body)).status).toBe(404);
    const res = await send(requestsIndex, 'POST', a.h, body);
    expect(res.status).toBe(201);
    const created = res.json as ServiceRequestView;
    expect(created.number).toMatch(/^EOL-\d{4}-\d{5}$/);
    expect(created).toMatchObject({ kind: 'end_of_life_pickup', status: 'open', preferredDate: '2030-01-15', pickupAddress: { country: 'DE', company: 'Flotte GmbH' } });
    expect(created.devices.map((d) => d.id).sort()).toEqual([...ids].sort());

    const mail = readOutbox().find((m) => m.tag === 'end-of-life-request' && m.to === a.email);
    expect(mail?.subject).toBe(`Abholung ${created.number}: Wir haben Ihre Anfrage erhalten`);
    expect(mail?.text).toContain(aDevices[0]!.serialNumber);
    expect(mail?.text).toContain(aDevices[2]!.serialNumber);

    const again = await send(requestsIndex, 'POST', a.h, { ...body, deviceIds: [aDevices[2]!.id] });
    expect(again.status).toBe(409);
    expect((again.json as ErrorJson).error.code).toBe('already_requested');
    const invalid = await send(requestsIndex, 'POST', a.h, { ...body, pickupAddress: { ...body.pickupAddress, country: 'US' }, preferredDate: '15.01.2030' });
    expect((invalid.json as ErrorJson).error.details?.map((d) => d.path)).toEqual(['pickupAddress.country', 'preferredDate']);

    expect(((await get(deviceOne, a.h, '/x', { deviceId: ids[0]! })).json as DeviceView).pickupRequest).toEqual({ id: created.id, number: created.number });
    const list = (await get(requestsIndex, a.h)).json as { items: ServiceRequestView[] };
    expect(list.items.map((r) => r.number)).toEqual([created.number]);
    expect((await get(requestOne, a.h, '/x', { requestId: created.id })).status).toBe(200);
    expect((await get(requestOne, b.h, '/x', { requestId: created.id })).status).toBe(404);
    expect(((await get(requestsIndex, b.h)).json as { items: unknown[] }).items).toEqual([]);
  });
});

describe('CO2 savings', () => {
  it('totals equal the devices times the category factors (laptop 150 kg, phone 50 kg), by category and month', async () => {
    const res = await get(co2Index, a.h);
    expect(res.status).toBe(200);
    const report = res.json as Co2Report;
    expect(report.totalKg).toBe(2 * 150 + 1 * 50);
    expect(report.deviceCount).toBe(3);
    expect(report.byCategory).toEqual([
      { category: 'laptops', devices: 2, kg: 300 },
      { category: 'phones', devices: 1, kg: 50 },
    ]);
    expect(report.byMonth.reduce((s, m) => s + m.kg, 0)).toBe(350);
    expect(report.byMonth[0]!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(report.factors.find((f) => f.category === 'laptops')).toEqual({ category: 'laptops', kg: 150, source: 'fraunhofer-refurbed-2023', year: 2023 });
    expect(report.factors.find((f) => f.category === 'monitors')).toEqual({ category: 'monitors', kg: 55, source: 'ademe-negaoctet', year: 2022 });
    expect(((await get(co2Index, b.h)).json as Co2Report).totalKg).toBe(150);
    // private customers have a CO2 page too
    expect(((await get(co2Index, priv.h)).json as Co2Report).totalKg).toBe(50);
    expect((await get(co2Index, {})).status).toBe(401);
  });

  it('does not count returned devices', async () => {
    const c = await party('business');
    const [laptop] = await insertProduct([{ priceCents: 49900, stock: 5 }]);
    const o = await placedOrder([{ variantId: laptop!.id, quantity: 2 }], { customerId: c.id });
    await shipOrder(o.id, { trackingNumber: 'T-RETURN' }, 'staff:test');
    const db = await getDb();
    const [one] = await db.select().from(devices).where(eq(devices.orderId, o.id)).limit(1);
    await db.update(devices).set({ status: 'returned' }).where(eq(devices.id, one!.id));
    const report = (await get(co2Index, c.h)).json as Co2Report;
    expect(report.totalKg).toBe(150);
    expect(report.deviceCount).toBe(1);
  });

  it('exports the per-device CSV (parses back to the same total) and a one-page PDF certificate', async () => {
    const csv = await get(co2Export, a.h, '/x?locale=en');
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, delimiter: ',', columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(rows.reduce((s, r) => s + Number(r['kg CO2e']), 0)).toBe(350);

    const pdf = await callApi(co2Certificate, { url: '/x?locale=de', headers: { cookie: `${siteConfig.authCookieName}=${a.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(pdf.text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect((await get(co2Certificate, {})).status).toBe(401);
  });
});
