import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as adminLogin from '@/pages/api/admin/login';
import * as productList from '@/pages/api/admin/catalog/products/index';
import * as productDetail from '@/pages/api/admin/catalog/products/[productId]';
import * as exportRoute from '@/pages/api/admin/catalog/export';
import * as importRoute from '@/pages/api/admin/catalog/import';
import { getDb } from '@/lib/server/db';
import { auditLog, brands, priceHistory, products, variants } from '@/lib/server/db/schema';
import { pageProduct } from '@/lib/server/catalog/cached';
import { exportCatalogCsv } from '@/lib/server/admin/catalog-csv';
import { CATALOG_CSV_COLUMNS } from '@/lib/contracts/admin-catalog';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { bearer, ip, registered, type ErrorJson } from './account-helpers';

// before the imports: the catalog cache reads the environment when it loads
const { ADMIN_EMAIL, ADMIN_PASSWORD } = vi.hoisted(() => {
  const creds = { ADMIN_EMAIL: 'katalog@zweitwerk.example', ADMIN_PASSWORD: 'first-staff-password-2' };
  Object.assign(process.env, creds);
  return creds;
});

const COOKIE = 'zweitwerk-admin-session';

async function staffCookie(): Promise<Record<string, string>> {
  const res = await callApi(adminLogin, { method: 'POST', url: '/api/admin/login', headers: { 'x-forwarded-for': ip() }, body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  const m = new RegExp(`${COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '');
  return { cookie: `${COOKIE}=${m![1]!}` };
}

async function productIdOf(handle: string): Promise<number> {
  const db = await getDb();
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.handle, handle));
  return p!.id;
}

function patch(id: number, headers: Record<string, string>, body: unknown) {
  return callApi(productDetail, { method: 'PATCH', url: '/x', params: { productId: String(id) }, headers, body });
}

function importCsv(headers: Record<string, string>, csv: string) {
  return callApi(importRoute, { method: 'POST', url: '/api/admin/catalog/import', headers: { ...headers, 'content-type': 'text/csv' }, body: csv });
}

/** The catalog's state that an import may touch, comparable between two moments. */
async function catalogState() {
  const db = await getDb();
  const ps = await db.select({ handle: products.handle, title: products.title, published: products.published, summaryDe: products.summaryDe, summaryEn: products.summaryEn }).from(products).orderBy(asc(products.handle));
  const vs = await db.select({ sku: variants.sku, priceCents: variants.priceCents, compareAtCents: variants.compareAtCents, stock: variants.stock }).from(variants).orderBy(asc(variants.sku));
  const history = await db.select({ id: priceHistory.id }).from(priceHistory);
  return { ps, vs, historyRows: history.length };
}

/** The exported CSV as records by column. */
function csvRecords(csv: string): Record<string, string>[] {
  return parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
}

/** Records as an import file (the export's format). */
function csvFile(records: Record<string, string>[]): string {
  return stringify(records, { header: true, columns: Object.keys(records[0]!), delimiter: ';', bom: true, record_delimiter: 'windows' });
}

async function brandSlugOf(handle: string): Promise<string> {
  const db = await getDb();
  const [b] = await db.select({ slug: brands.slug }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(eq(products.handle, handle));
  return b!.slug;
}

type Counts = { rows: number; productsCreated: number; offersCreated: number; productsChanged: number; offersChanged: number; pricesChanged: number };
type Details = { line: number; column: string; code: string; message: string }[];

/** Splits the exported CSV (BOM, CRLF, `;`) into header and data lines. */
function csvLines(csv: string): string[] {
  return csv.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');
}

describe('admin catalog: role checks', () => {
  it('answers 401 to anonymous callers and 403 to customers on every catalog route', async () => {
    const customer = await registered();
    const calls: [RouteModule, string, Record<string, string>?][] = [
      [productList, 'GET'],
      [productDetail, 'GET', { productId: '1' }],
      [productDetail, 'PATCH', { productId: '1' }],
      [exportRoute, 'GET'],
      [importRoute, 'POST'],
    ];
    for (const [mod, method, params] of calls) {
      const body = method === 'GET' ? undefined : method === 'POST' ? 'handle;sku\n' : { published: false };
      const anon = await callApi(mod, { method, url: '/x', params, body });
      expect(anon.status).toBe(401);
      expect((anon.json as ErrorJson).error.code).toBe('unauthorized');
      const asCustomer = await callApi(mod, { method, url: '/x', params, headers: bearer(customer.token), body });
      expect(asCustomer.status).toBe(403);
      expect((asCustomer.json as ErrorJson).error.code).toBe('forbidden');
    }
  });
});

describe('admin catalog: list and edit', () => {
  it('lists products by title, handle or SKU with offer counts and total stock, and filters by publish state', async () => {
    const headers = await staffCookie();
    const offers = await insertProduct([{ priceCents: 30000, stock: 3 }, { priceCents: 35000, stock: 4 }], { title: 'Listenprüfung Gerät' });
    const bySku = await callApi(productList, { url: `/api/admin/catalog/products?q=${encodeURIComponent(offers[1]!.sku)}`, headers });
    expect(bySku.status).toBe(200);
    const list = bySku.json as { products: { handle: string; offers: number; stock: number; published: boolean }[]; total: number };
    expect(list.total).toBe(1);
    expect(list.products[0]).toMatchObject({ handle: offers[0]!.handle, offers: 2, stock: 7, published: true });
    const byTitle = (await callApi(productList, { url: '/api/admin/catalog/products?q=listenpr%C3%BCfung', headers })).json as typeof list;
    expect(byTitle.products.map((p) => p.handle)).toEqual([offers[0]!.handle]);
    const unpublished = (await callApi(productList, { url: `/api/admin/catalog/products?q=${offers[0]!.handle}&published=no`, headers })).json as typeof list;
    expect(unpublished.total).toBe(0);
    const bad = await callApi(productList, { url: '/api/admin/catalog/products?category=toasters&page=0', headers });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details!.map((d) => d.path).sort()).toEqual(['category', 'page']);
  });

  it('changes a price through the price history, stock, list price, texts and publish state, audited, and the product page shows it at once', async () => {
    const headers = await staffCookie();
    const [a, b] = await insertProduct([{ priceCents: 50000, stock: 5 }, { priceCents: 60000, stock: 2 }]);
    const id = await productIdOf(a!.handle);
    // the product page is read (and cached) before the change
    expect((await pageProduct(a!.handle, 'de'))!.product.variants.map((v) => v.priceCents).sort()).toEqual([50000, 60000]);

    const res = await patch(id, headers, { summaryDe: 'Neue Kurzbeschreibung', offers: [{ id: a!.id, priceCents: 44900, stock: 9, listPriceCents: 129900 }] });
    expect(res.status).toBe(200);
    const body = res.json as { changed: boolean; product: { summaryDe: string; offers: { id: number; priceCents: number; stock: number; listPriceCents: number | null }[] } };
    expect(body.changed).toBe(true);
    expect(body.product.summaryDe).toBe('Neue Kurzbeschreibung');
    expect(body.product.offers.find((o) => o.id === a!.id)).toMatchObject({ priceCents: 44900, stock: 9, listPriceCents: 129900 });

    const db = await getDb();
    const history = await db.select().from(priceHistory).where(eq(priceHistory.variantId, a!.id)).orderBy(asc(priceHistory.id));
    expect(history.map((h) => [h.priceCents, h.changedBy])).toEqual([
      [50000, 'initial'],
      [44900, ADMIN_EMAIL],
    ]);
    const untouched = await db.select().from(priceHistory).where(eq(priceHistory.variantId, b!.id));
    expect(untouched).toHaveLength(0);

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'catalog.product_update', entityType: 'product', staffEmail: ADMIN_EMAIL });
    expect(audit[0]!.before).toMatchObject({ summaryDe: 'Testgerät', offers: [{ sku: a!.sku, priceCents: 50000, stock: 5, listPriceCents: null }] });
    expect(audit[0]!.after).toMatchObject({ summaryDe: 'Neue Kurzbeschreibung', offers: [{ sku: a!.sku, priceCents: 44900, stock: 9, listPriceCents: 129900 }] });

    // the cached product page does not keep the old price
    const shown = await pageProduct(a!.handle, 'de');
    expect(shown!.product.variants.find((v) => v.sku === a!.sku)!.priceCents).toBe(44900);

    // unpublishing takes the product off the shop
    expect((await patch(id, headers, { published: false })).status).toBe(200);
    expect(await pageProduct(a!.handle, 'de')).toBeNull();
    expect((await patch(id, headers, { published: true })).status).toBe(200);
    expect(await pageProduct(a!.handle, 'de')).not.toBeNull();

    // the same values again change nothing and are not audited
    const same = await patch(id, headers, { offers: [{ id: a!.id, priceCents: 44900, stock: 9 }] });
    expect((same.json as { changed: boolean }).changed).toBe(false);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, String(id)))).toHaveLength(3);
  });

  it('answers bad input with 4xx JSON and changes nothing', async () => {
    const headers = await staffCookie();
    const [a] = await insertProduct([{ priceCents: 20000, stock: 1 }]);
    const [other] = await insertProduct([{ priceCents: 21000, stock: 1 }]);
    const id = await productIdOf(a!.handle);
    const cases: [unknown, number, string][] = [
      [{ offers: [{ id: a!.id, priceCents: 0 }] }, 400, 'invalid_request'],
      [{ offers: [{ id: a!.id, priceCents: 199.5 }] }, 400, 'invalid_request'],
      [{ offers: [{ id: a!.id, stock: -1 }] }, 400, 'invalid_request'],
      [{ title: '' }, 400, 'invalid_request'],
      [{ colour: 'red' }, 400, 'invalid_request'],
      [{ published: 'yes' }, 400, 'invalid_request'],
      [{ offers: [{ id: other!.id, priceCents: 100 }] }, 404, 'not_found'],
      ['{"broken', 400, 'invalid_json'],
    ];
    for (const [body, status, code] of cases) {
      const res = await patch(id, headers, body);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((res.json as ErrorJson).error.code).toBe(code);
    }
    expect((await patch(999_999, headers, { published: false })).status).toBe(404);
    expect((await callApi(productDetail, { url: '/x', params: { productId: 'abc' }, headers })).status).toBe(404);
    const db = await getDb();
    const [v] = await db.select().from(variants).where(eq(variants.id, other!.id));
    expect(v!.priceCents).toBe(21000);
    expect((await db.select().from(variants).where(eq(variants.id, a!.id)))[0]!.stock).toBe(1);
  });
});

describe('admin catalog: CSV export and import', () => {
  it('exports UTF-8 with BOM and semicolons; importing the export leaves the catalog unchanged', async () => {
    const headers = await staffCookie();
    await insertProduct([{ priceCents: 129900, stock: 2 }, { priceCents: 99950, stock: 0, grade: 'B' }], { title: 'Rundreise; "Zitat" Gerät' });
    const exported = await callApi(exportRoute, { url: '/api/admin/catalog/export', headers });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="zweitwerk-katalog-\d{4}-\d{2}-\d{2}\.csv"/);
    // fetch's text() drops a BOM: look at what the route sends
    expect((await exportCatalogCsv()).csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csvLines(exported.text);
    expect(lines[0]).toBe('handle;sku;title;brand;category;grade;ram_gb;storage_gb;colour;keyboard;price_eur;list_price_eur;stock;published;summary_de;summary_en');
    expect(lines.some((l) => l.includes('"Rundreise; ""Zitat"" Gerät"') && l.includes(';1299,00;;2;ja;'))).toBe(true);
    expect(lines.some((l) => l.includes(';999,50;;0;ja;'))).toBe(true);

    const before = await catalogState();
    const imported = await importCsv(headers, exported.text);
    expect(imported.status).toBe(200);
    expect(imported.json).toEqual({ counts: { rows: before.vs.length, productsCreated: 0, offersCreated: 0, productsChanged: 0, offersChanged: 0, pricesChanged: 0 } });
    expect(await catalogState()).toEqual(before);
    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ rows: before.vs.length, offersChanged: 0 });
  });

  it('an import with one bad row changes nothing and names the line and column', async () => {
    const headers = await staffCookie();
    const [a, b] = await insertProduct([{ priceCents: 40000, stock: 3 }, { priceCents: 41000, stock: 4 }]);
    const lines = csvLines((await callApi(exportRoute, { url: '/x', headers })).text);
    const idxA = lines.findIndex((l) => l.includes(`;${a!.sku};`));
    const idxB = lines.findIndex((l) => l.includes(`;${b!.sku};`));
    // a good change in one row, a price that is no number in another
    lines[idxA] = lines[idxA]!.replace(';400,00;;3;', ';380,00;;8;');
    lines[idxB] = lines[idxB]!.replace(';410,00;', ';vierhundert;');
    const before = await catalogState();
    const res = await importCsv(headers, lines.join('\r\n'));
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const err = (res.json as { error: { code: string; details: { line: number; column: string; code: string }[] } }).error;
    expect(err.code).toBe('invalid_rows');
    // CSV lines count from 1 for the header
    expect(err.details).toEqual([{ line: idxB + 1, column: 'price_eur', code: 'invalid_number', message: expect.any(String) }]);
    expect(await catalogState()).toEqual(before);

    // a changed read-only column, a new SKU repeating an offer's grade and options, and a missing column are reported too
    const bad = [...lines];
    bad[idxB] = bad[idxB]!.replace(';vierhundert;', ';410,00;').replace(`;${b!.sku};`, ';NO-SUCH-SKU;');
    bad[idxA] = bad[idxA]!.replace(';A;', ';C;');
    const res2 = await importCsv(headers, bad.join('\r\n'));
    expect(res2.status).toBe(422);
    const details = (res2.json as { error: { details: { line: number; column: string; code: string }[] } }).error.details;
    expect(details).toEqual([
      expect.objectContaining({ line: idxA + 1, column: 'grade', code: 'read_only' }),
      expect.objectContaining({ line: idxB + 1, column: 'sku', code: 'duplicate_offer' }),
    ]);
    const noPrice = lines.map((l) => l.split(';').filter((_, i) => i !== 10).join(';'));
    const res3 = await importCsv(headers, noPrice.join('\n'));
    expect(res3.status).toBe(422);
    expect((res3.json as { error: { details: unknown[] } }).error.details).toEqual([expect.objectContaining({ line: 1, column: 'price_eur', code: 'missing_column' })]);
    expect(await catalogState()).toEqual(before);
  });

  it('an import that changes prices records the price history and one audit entry with the counts', async () => {
    const headers = await staffCookie();
    const [a, b] = await insertProduct([{ priceCents: 70000, stock: 3 }, { priceCents: 71000, stock: 4 }]);
    const lines = csvLines((await callApi(exportRoute, { url: '/x', headers })).text);
    const idxA = lines.findIndex((l) => l.includes(`;${a!.sku};`));
    const idxB = lines.findIndex((l) => l.includes(`;${b!.sku};`));
    lines[idxA] = lines[idxA]!.replace(';700,00;;3;', ';649.99;1.499,00;3;');
    lines[idxB] = lines[idxB]!.replace(';710,00;;4;', ';710,00;;12;');
    const db = await getDb();
    const auditsBefore = (await db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import'))).length;
    const res = await importCsv(headers, lines.join('\r\n'));
    expect(res.status).toBe(200);
    expect((res.json as { counts: unknown }).counts).toMatchObject({ offersChanged: 2, pricesChanged: 1, productsChanged: 0 });
    const vs = await db.select().from(variants).where(inArray(variants.id, [a!.id, b!.id])).orderBy(asc(variants.id));
    expect(vs.map((v) => [v.priceCents, v.compareAtCents, v.stock])).toEqual([
      [64999, 149900, 3],
      [71000, null, 12],
    ]);
    const history = await db.select().from(priceHistory).where(eq(priceHistory.variantId, a!.id)).orderBy(asc(priceHistory.id));
    expect(history.map((h) => [h.priceCents, h.changedBy])).toEqual([
      [70000, 'initial'],
      [64999, `import:${ADMIN_EMAIL}`],
    ]);
    expect(await db.select().from(priceHistory).where(eq(priceHistory.variantId, b!.id))).toHaveLength(0);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import'));
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)!.after).toMatchObject({ offersChanged: 2, pricesChanged: 1, skus: [a!.sku, b!.sku].sort() });
    expect((await pageProduct(a!.handle, 'de'))!.product.variants.find((v) => v.sku === a!.sku)!.priceCents).toBe(64999);
  });

  it('streams progress lines to a client that asks for NDJSON, and refuses an empty body with JSON', async () => {
    const headers = await staffCookie();
    await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const csv = (await callApi(exportRoute, { url: '/x', headers })).text;
    const res = await callApi(importRoute, { method: 'POST', url: '/x', headers: { ...headers, 'content-type': 'text/csv', accept: 'application/x-ndjson' }, body: csv });
    expect(res.status).toBe(200);
    const events = res.text.trim().split('\n').map((l) => JSON.parse(l) as { progress?: { phase: string; done: number; total: number }; result?: { ok: boolean } });
    expect(events.some((e) => e.progress?.phase === 'validate' && e.progress.done === e.progress.total)).toBe(true);
    expect(events.some((e) => e.progress?.phase === 'apply')).toBe(true);
    expect(events.at(-1)!.result).toMatchObject({ ok: true });
    const empty = await importCsv(headers, '');
    expect(empty.status).toBe(400);
    expect((empty.json as ErrorJson).error.code).toBe('csv_empty');
  });

  it('a row with a new SKU creates an offer for its product, its first price in the price history; exported and imported again it changes nothing', async () => {
    const headers = await staffCookie();
    const [a] = await insertProduct([{ priceCents: 52000, stock: 2 }]);
    const records = csvRecords((await callApi(exportRoute, { url: '/x', headers })).text);
    const existing = records.find((r) => r.sku === a!.sku)!;
    const sku = `NEU-${randomUUID().slice(0, 8)}-B`;
    const added = { ...existing, sku, grade: 'B', ram_gb: '32', price_eur: '479,00', list_price_eur: '1.399,00', stock: '4' };
    const res = await importCsv(headers, csvFile([existing, added]));
    expect(res.status, res.text).toBe(200);
    expect((res.json as { counts: Counts }).counts).toEqual({ rows: 2, productsCreated: 0, offersCreated: 1, productsChanged: 0, offersChanged: 0, pricesChanged: 0 });

    const db = await getDb();
    const [v] = await db.select().from(variants).where(eq(variants.sku, sku));
    expect(v).toMatchObject({ productId: await productIdOf(a!.handle), grade: 'B', ramGb: 32, storageGb: 512, keyboard: 'DE (QWERTZ)', colour: null, priceCents: 47900, compareAtCents: 139900, stock: 4 });
    const history = await db.select().from(priceHistory).where(eq(priceHistory.variantId, v!.id));
    expect(history.map((h) => [h.priceCents, h.changedBy])).toEqual([[47900, `import:${ADMIN_EMAIL}`]]);
    // the shop shows the new offer at once
    expect((await pageProduct(a!.handle, 'de'))!.product.variants.find((x) => x.sku === sku)).toMatchObject({ grade: 'B', priceCents: 47900, stock: 4, reduction: null });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import'));
    expect(audits.at(-1)!.after).toMatchObject({ offersCreated: 1, createdSkus: [sku], createdHandles: [] });

    // the export writes the new offer as it was imported (the list price without thousands dot), and importing the export changes nothing
    const again = await callApi(exportRoute, { url: '/x', headers });
    expect(csvRecords(again.text).find((r) => r.sku === sku)).toEqual({ ...added, list_price_eur: '1399,00' });
    const before = await catalogState();
    const round = await importCsv(headers, again.text);
    expect(round.status).toBe(200);
    expect((round.json as { counts: Counts }).counts).toMatchObject({ productsCreated: 0, offersCreated: 0, productsChanged: 0, offersChanged: 0, pricesChanged: 0 });
    expect(await catalogState()).toEqual(before);
  });

  it('rows with an unknown handle create the product with its offers; the export writes them back as they came', async () => {
    const headers = await staffCookie();
    const [a] = await insertProduct([{ priceCents: 30000, stock: 1 }]);
    const brand = await brandSlugOf(a!.handle);
    const tag = randomUUID().slice(0, 8);
    const handle = `neues-tablet-${tag}`;
    const product = { handle, title: `Neues Tablet ${tag}`, brand, category: 'tablets', published: 'ja', summary_de: 'Leichtes Tablet für unterwegs.', summary_en: 'A light tablet for the road.' };
    const rows = [
      { ...product, sku: `TAB-${tag}-A`, grade: 'A', ram_gb: '', storage_gb: '128', colour: 'Space Grau', keyboard: '', price_eur: '329,00', list_price_eur: '', stock: '3' },
      { ...product, sku: `TAB-${tag}-C`, grade: 'C', ram_gb: '', storage_gb: '128', colour: 'Space Grau', keyboard: '', price_eur: '279,50', list_price_eur: '749,00', stock: '0' },
    ].map((r) => Object.fromEntries(CATALOG_CSV_COLUMNS.map((c) => [c, r[c]])) as Record<string, string>);
    const res = await importCsv(headers, csvFile(rows));
    expect(res.status, res.text).toBe(200);
    expect((res.json as { counts: Counts }).counts).toEqual({ rows: 2, productsCreated: 1, offersCreated: 2, productsChanged: 0, offersChanged: 0, pricesChanged: 0 });

    const db = await getDb();
    const [p] = await db.select().from(products).where(eq(products.handle, handle));
    expect(p).toMatchObject({ title: `Neues Tablet ${tag}`, category: 'tablets', published: true, summaryDe: 'Leichtes Tablet für unterwegs.', summaryEn: 'A light tablet for the road.', descriptionDe: 'Leichtes Tablet für unterwegs.' });
    const vs = await db.select().from(variants).where(eq(variants.productId, p!.id)).orderBy(asc(variants.sku));
    expect(vs.map((v) => [v.sku, v.grade, v.storageGb, v.colour, v.priceCents, v.compareAtCents, v.stock])).toEqual([
      [`TAB-${tag}-A`, 'A', 128, 'Space Grau', 32900, null, 3],
      [`TAB-${tag}-C`, 'C', 128, 'Space Grau', 27950, 74900, 0],
    ]);
    const history = await db.select().from(priceHistory).where(inArray(priceHistory.variantId, vs.map((v) => v.id))).orderBy(asc(priceHistory.priceCents));
    expect(history.map((h) => [h.priceCents, h.changedBy])).toEqual([
      [27950, `import:${ADMIN_EMAIL}`],
      [32900, `import:${ADMIN_EMAIL}`],
    ]);
    const shown = await pageProduct(handle, 'en');
    expect(shown!.product).toMatchObject({ title: `Neues Tablet ${tag}`, brand: { slug: brand }, category: 'tablets', summary: 'A light tablet for the road.' });
    expect(shown!.product.variants).toHaveLength(2);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import'));
    expect(audits.at(-1)!.after).toMatchObject({ productsCreated: 1, offersCreated: 2, createdHandles: [handle] });

    const exported = csvRecords((await callApi(exportRoute, { url: '/x', headers })).text).filter((r) => r.handle === handle);
    expect(exported).toEqual(rows);
    const before = await catalogState();
    const round = await importCsv(headers, csvFile(exported));
    expect((round.json as { counts: Counts }).counts).toMatchObject({ productsCreated: 0, offersCreated: 0, productsChanged: 0, offersChanged: 0, pricesChanged: 0 });
    expect(await catalogState()).toEqual(before);
  });

  it('a bad new row changes nothing: every problem is named by line and column', async () => {
    const headers = await staffCookie();
    const [a] = await insertProduct([{ priceCents: 61000, stock: 2 }]);
    const brand = await brandSlugOf(a!.handle);
    const existing = csvRecords((await callApi(exportRoute, { url: '/x', headers })).text).find((r) => r.sku === a!.sku)!;
    const tag = randomUUID().slice(0, 8);
    const fresh = (handle: string, sku: string, over: Record<string, string> = {}) => ({ ...existing, handle, sku, title: `Gerät ${tag}`, brand, category: 'monitors', grade: 'A', ram_gb: '', storage_gb: '', colour: '', keyboard: '', ...over });
    const rows = [
      // line 2: a good new offer for the existing product (applied only when every row is good)
      { ...existing, sku: `OK-${tag}`, grade: 'C' },
      // line 3: a new product whose brand does not exist
      fresh(`monitor-${tag}`, `M-${tag}-1`, { brand: 'no-such-brand' }),
      // line 4: a second row of that product with another category
      fresh(`monitor-${tag}`, `M-${tag}-2`, { brand: 'no-such-brand', category: 'laptops', grade: 'B' }),
      // line 5: a handle that cannot be a URL
      fresh(`Monitor ${tag}`, `M-${tag}-3`),
      // line 6: a SKU with a space, RAM that is no number
      { ...existing, sku: `NEU ${tag}`, grade: 'B', ram_gb: 'viel' },
      // line 7: an existing offer whose product would change brand and category
      { ...existing, brand: 'other-brand', category: 'phones' },
      // line 8: a new product without a category
      fresh(`monitor-b-${tag}`, `M-${tag}-4`, { category: '' }),
      // line 9: a new offer repeating the new offer of line 2
      { ...existing, sku: `OK2-${tag}`, grade: 'C' },
    ];
    const before = await catalogState();
    const res = await importCsv(headers, csvFile(rows));
    expect(res.status).toBe(422);
    const details = (res.json as { error: { details: Details } }).error.details.map(({ line, column, code }) => ({ line, column, code }));
    expect(details).toEqual([
      { line: 6, column: 'ram_gb', code: 'invalid_number' },
      { line: 8, column: 'category', code: 'required' },
      { line: 3, column: 'brand', code: 'unknown_brand' },
      { line: 4, column: 'category', code: 'product_conflict' },
      { line: 5, column: 'handle', code: 'invalid_handle' },
      { line: 7, column: 'brand', code: 'read_only' },
      { line: 7, column: 'category', code: 'read_only' },
      { line: 9, column: 'sku', code: 'duplicate_offer' },
    ]);
    expect(await catalogState()).toEqual(before);

    // without the bad cells the SKU with a space is still refused, and still nothing changes
    const res2 = await importCsv(headers, csvFile([rows[0]!, { ...rows[4]!, ram_gb: '16' }]));
    expect(res2.status).toBe(422);
    expect((res2.json as { error: { details: Details } }).error.details).toEqual([expect.objectContaining({ line: 3, column: 'sku', code: 'invalid_sku' })]);
    expect(await catalogState()).toEqual(before);
  });
});
