import '@/lib/server/only';
import { parse } from 'csv-parse/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  CATALOG_CSV_COLUMNS,
  catalogCsvRow,
  formatEuros,
  OFFER_SKU,
  PRODUCT_HANDLE,
  type CatalogCsvRow,
  type CatalogImportCounts,
  type CatalogImportIssue,
} from '@/lib/contracts/admin-catalog';
import { defaultFamily } from '@/lib/catalog/images';
import { issueCode, issueMessage } from '@/lib/contracts/issues';
import { csvNumber, restoreFormulaCell, toCsv, type CsvCell } from '../csv';
import { getDb, type Db } from '../db';
import { brands, products, variants } from '../db/schema';
import { emit } from '../events';
import { createOfferWithPrice, recordPriceChange } from '../catalog';
import { recordAuditInTx } from './audit';
import type { Staff } from './staff';

/**
 * CSV export and import of the catalog: one row per offer with its product's columns,
 * semicolon-separated, UTF-8 with BOM, decimal comma (what German Excel reads and writes). Text cells
 * a spreadsheet would run as a formula carry a leading apostrophe (lib/server/csv.ts); the import
 * takes exactly that apostrophe off again.
 * The import changes existing offers and products and creates new ones (a SKU the catalog does not
 * know is a new offer; a handle it does not know, a new product); it validates every row before
 * it changes anything and applies all rows in one transaction.
 */

type CatalogRow = Record<(typeof CATALOG_CSV_COLUMNS)[number], CsvCell>;

async function catalogRows(db: Db) {
  return db
    .select({ p: products, v: variants, brand: brands.slug })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(asc(products.handle), asc(variants.sku));
}

function optionCell(value: string | number | null): string {
  return value === null ? '' : String(value);
}

/** An offer's grade and options as one comparable key. */
function configKey(v: { grade: string; ramGb: number | null; storageGb: number | null; colour: string | null; keyboard: string | null }): string {
  return JSON.stringify([v.grade, v.ramGb, v.storageGb, v.colour?.toLowerCase() ?? null, v.keyboard?.toLowerCase() ?? null]);
}

/** The whole catalog as CSV text (with BOM). */
export async function exportCatalogCsv(): Promise<{ csv: string; rows: number }> {
  const db = await getDb();
  const data = await catalogRows(db);
  const records: CatalogRow[] = data.map(({ p, v, brand }) => ({
    handle: p.handle,
    sku: v.sku,
    title: p.title,
    brand,
    category: p.category,
    grade: v.grade,
    ram_gb: optionCell(v.ramGb),
    storage_gb: optionCell(v.storageGb),
    colour: optionCell(v.colour),
    keyboard: optionCell(v.keyboard),
    price_eur: csvNumber(formatEuros(v.priceCents)),
    list_price_eur: v.compareAtCents === null ? '' : csvNumber(formatEuros(v.compareAtCents)),
    stock: String(v.stock),
    published: p.published ? 'ja' : 'nein',
    summary_de: p.summaryDe,
    summary_en: p.summaryEn,
  }));
  const csv = toCsv(records, { header: true, columns: [...CATALOG_CSV_COLUMNS], delimiter: ';', bom: true, record_delimiter: 'windows' });
  return { csv, rows: records.length };
}

type ImportPhase = 'validate' | 'apply';
export type ImportProgress = { phase: ImportPhase; done: number; total: number };
export type ImportResult = { ok: true; counts: CatalogImportCounts } | { ok: false; errors: CatalogImportIssue[]; errorCount: number };

/** At most this many problems are reported (the count says how many there were). */
const MAX_REPORTED = 200;
/** Progress is reported every this many rows (and at the end of a phase). */
const PROGRESS_EVERY = 25;

function issue(line: number, column: string, code: string, message: string): CatalogImportIssue {
  return { line, column, code, message };
}

type Parsed = { line: number; row: CatalogCsvRow };

/**
 * Imports a CSV of the export's format. Every row is validated first: its cells; for a known SKU
 * the offer's product, grade and options; for a new SKU its format and that the product has no
 * offer with the same grade and options yet; for a known handle the product's brand and category;
 * for a new handle its format and a known brand; and one value per product for the product
 * columns. Any problem answers the list of problems by line and column and changes nothing.
 * Otherwise all rows are applied in one transaction — new products first, new offers with their
 * first price and changed prices through the price history — and one audit entry records it.
 */
export async function importCatalogCsv(staff: Staff, text: string, onProgress: (p: ImportProgress) => void | Promise<void> = () => {}): Promise<ImportResult> {
  const errors: CatalogImportIssue[] = [];
  let errorCount = 0;
  const fail = (i: CatalogImportIssue) => {
    errorCount++;
    if (errors.length < MAX_REPORTED) errors.push(i);
  };
  const done = (): ImportResult => ({ ok: false, errors, errorCount });

  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    fail(issue(e.lines ?? 1, '', 'csv_syntax', e.message ?? 'The file is not valid CSV.'));
    return done();
  }
  if (records.length === 0) {
    fail(issue(1, '', 'csv_empty', 'The file is empty.'));
    return done();
  }
  const header = records[0]!.record.map((h) => h.trim().toLowerCase());
  for (const col of CATALOG_CSV_COLUMNS) if (!header.includes(col)) fail(issue(1, col, 'missing_column', `The column "${col}" is missing.`));
  header.forEach((h, i) => {
    if (!(CATALOG_CSV_COLUMNS as readonly string[]).includes(h)) fail(issue(1, h || `#${i + 1}`, 'unknown_column', `The column "${h}" is not part of the format.`));
    else if (header.indexOf(h) !== i) fail(issue(1, h, 'duplicate_column', `The column "${h}" appears twice.`));
  });
  if (errorCount) return done();

  // validate every row's cells
  const dataRecords = records.slice(1);
  const total = dataRecords.length;
  if (total === 0) {
    fail(issue(2, '', 'csv_no_rows', 'The file has a header but no rows.'));
    return done();
  }
  const parsed: Parsed[] = [];
  let prevEnd = records[0]!.info.lines;
  for (let i = 0; i < total; i++) {
    const { record, info } = dataRecords[i]!;
    const line = prevEnd + 1;
    prevEnd = info.lines;
    if (record.length !== header.length) {
      fail(issue(line, '', 'column_count', `The row has ${record.length} cells, the header ${header.length}.`));
    } else {
      // a leading apostrophe the export put before a formula-like text is not part of the text
      const obj = Object.fromEntries(header.map((h, j) => [h, restoreFormulaCell(record[j] ?? '')]));
      const r = z.safeParse(catalogCsvRow, obj);
      if (r.success) parsed.push({ line, row: r.data });
      else {
        const seen = new Set<string>();
        for (const iss of r.error.issues) {
          const column = String(iss.path[0] ?? '');
          if (seen.has(column)) continue;
          seen.add(column);
          const code = issueCode(iss);
          fail(issue(line, column, code, issueMessage(code)));
        }
      }
    }
    if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === total) await onProgress({ phase: 'validate', done: i + 1, total });
  }

  // check the rows against the catalog and each other
  const db = await getDb();
  const skus = [...new Set(parsed.map((p) => p.row.sku))];
  const handles = [...new Set(parsed.map((p) => p.row.handle))];
  const existing = skus.length ? await db.select({ v: variants, handle: products.handle }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(inArray(variants.sku, skus)) : [];
  const bySku = new Map(existing.map((e) => [e.v.sku, e]));
  const knownProducts = handles.length
    ? await db.select({ p: products, brand: brands.slug }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(inArray(products.handle, handles))
    : [];
  const byHandle = new Map(knownProducts.map((k) => [k.p.handle, k]));
  const newProductBrands = [...new Set(parsed.filter((p) => !byHandle.has(p.row.handle)).map((p) => p.row.brand))];
  const brandRows = newProductBrands.length ? await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(inArray(brands.slug, newProductBrands)) : [];
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
  // the offers of existing products that get new ones: a new offer must not repeat one of them
  const growing = [...new Set(parsed.filter((p) => !bySku.has(p.row.sku) && byHandle.has(p.row.handle)).map((p) => byHandle.get(p.row.handle)!.p.id))];
  const siblings = growing.length ? await db.select().from(variants).where(inArray(variants.productId, growing)) : [];
  const configSku = new Map(siblings.map((v) => [`id:${v.productId}|${configKey(v)}`, v.sku]));

  const skuLine = new Map<string, number>();
  const productFirst = new Map<string, Parsed>();
  for (const item of parsed) {
    const { line, row } = item;
    const earlier = skuLine.get(row.sku);
    if (earlier !== undefined) {
      fail(issue(line, 'sku', 'duplicate_sku', `The SKU already appears in line ${earlier}.`));
      continue;
    }
    skuLine.set(row.sku, line);
    const product = byHandle.get(row.handle);
    const known = bySku.get(row.sku);
    if (known) {
      // an existing offer: it stays with its product, grade and options
      if (known.handle !== row.handle) fail(issue(line, 'handle', 'handle_mismatch', `The offer belongs to the product "${known.handle}".`));
      const readOnly: ['grade' | 'ram_gb' | 'storage_gb' | 'colour' | 'keyboard', string | number | null][] = [
        ['grade', known.v.grade],
        ['ram_gb', known.v.ramGb],
        ['storage_gb', known.v.storageGb],
        ['colour', known.v.colour],
        ['keyboard', known.v.keyboard],
      ];
      for (const [col, value] of readOnly) {
        if (optionCell(row[col]) !== optionCell(value)) fail(issue(line, col, 'read_only', `This column cannot be changed by an import (it is "${optionCell(value)}").`));
      }
    } else {
      // a new offer
      if (!OFFER_SKU.test(row.sku)) fail(issue(line, 'sku', 'invalid_sku', 'A new SKU may hold letters, digits, ".", "_" and "-" only and must start with a letter or digit.'));
      const key = `${product ? `id:${product.p.id}` : `handle:${row.handle}`}|${configKey({ grade: row.grade, ramGb: row.ram_gb, storageGb: row.storage_gb, colour: row.colour, keyboard: row.keyboard })}`;
      const same = configSku.get(key);
      if (same !== undefined) fail(issue(line, 'sku', 'duplicate_offer', `The product already has an offer with this grade and options (SKU ${same}).`));
      else configSku.set(key, row.sku);
    }
    if (product) {
      // brand and category belong to the product and are not changed by an import
      if (product.brand !== row.brand) fail(issue(line, 'brand', 'read_only', `This column cannot be changed by an import (it is "${product.brand}").`));
      if (product.p.category !== row.category) fail(issue(line, 'category', 'read_only', `This column cannot be changed by an import (it is "${product.p.category}").`));
    } else if (!known && !productFirst.has(row.handle)) {
      // the first row of a new product: everything the product needs is in the row
      if (!PRODUCT_HANDLE.test(row.handle)) fail(issue(line, 'handle', 'invalid_handle', 'A new product handle may hold lower-case letters, digits and single hyphens only.'));
      if (!brandIds.has(row.brand)) fail(issue(line, 'brand', 'unknown_brand', `No brand has the slug "${row.brand}".`));
    }
    const first = productFirst.get(row.handle);
    if (!first) productFirst.set(row.handle, item);
    else {
      const shared = product ? (['title', 'published', 'summary_de', 'summary_en'] as const) : (['title', 'brand', 'category', 'published', 'summary_de', 'summary_en'] as const);
      for (const col of shared) {
        if (first.row[col] !== row[col]) fail(issue(line, col, 'product_conflict', `Differs from line ${first.line} of the same product.`));
      }
    }
  }
  if (errorCount) return done();

  // apply everything in one transaction
  const counts: CatalogImportCounts = { rows: parsed.length, productsCreated: 0, offersCreated: 0, productsChanged: 0, offersChanged: 0, pricesChanged: 0 };
  const touched = new Set<string>();
  const changedSkus: string[] = [];
  const createdSkus: string[] = [];
  const createdHandles: string[] = [];
  const actor = `import:${staff.email}`;
  await db.transaction(async (tx) => {
    const productIds = new Map<string, number>();
    for (const [handle, first] of productFirst) {
      const row = first.row;
      const product = byHandle.get(handle);
      if (!product) {
        const [created] = await tx
          .insert(products)
          .values({
            handle,
            brandId: brandIds.get(row.brand)!,
            category: row.category,
            family: defaultFamily(row.category),
            title: row.title,
            summaryDe: row.summary_de,
            summaryEn: row.summary_en,
            // the descriptions start as the summaries; the product editor changes them
            descriptionDe: row.summary_de,
            descriptionEn: row.summary_en,
            published: row.published,
          })
          .returning({ id: products.id });
        productIds.set(handle, created!.id);
        counts.productsCreated++;
        createdHandles.push(handle);
        touched.add(handle);
        continue;
      }
      const p = product.p;
      productIds.set(handle, p.id);
      if (p.title !== row.title || p.published !== row.published || p.summaryDe !== row.summary_de || p.summaryEn !== row.summary_en) {
        await tx
          .update(products)
          .set({ title: row.title, published: row.published, summaryDe: row.summary_de, summaryEn: row.summary_en, updatedAt: new Date() })
          .where(eq(products.id, p.id));
        counts.productsChanged++;
        touched.add(handle);
      }
    }
    let n = 0;
    for (const { row } of parsed) {
      const known = bySku.get(row.sku);
      if (!known) {
        await createOfferWithPrice(
          tx,
          {
            productId: productIds.get(row.handle)!,
            sku: row.sku,
            grade: row.grade,
            ramGb: row.ram_gb,
            storageGb: row.storage_gb,
            colour: row.colour,
            keyboard: row.keyboard,
            priceCents: row.price_eur!,
            compareAtCents: row.list_price_eur,
            stock: row.stock,
          },
          { actor },
        );
        counts.offersCreated++;
        createdSkus.push(row.sku);
        touched.add(row.handle);
      } else {
        const v = known.v;
        let offerChanged = false;
        if (v.stock !== row.stock || v.compareAtCents !== row.list_price_eur) {
          await tx.update(variants).set({ stock: row.stock, compareAtCents: row.list_price_eur, updatedAt: new Date() }).where(eq(variants.id, v.id));
          offerChanged = true;
        }
        if (row.price_eur !== null && row.price_eur !== v.priceCents) {
          await recordPriceChange(tx, v.id, row.price_eur, { actor });
          counts.pricesChanged++;
          offerChanged = true;
        }
        if (offerChanged) {
          counts.offersChanged++;
          touched.add(row.handle);
          changedSkus.push(row.sku);
        }
      }
      n++;
      if (n % PROGRESS_EVERY === 0 || n === parsed.length) await onProgress({ phase: 'apply', done: n, total: parsed.length });
    }
    await recordAuditInTx(
      tx,
      staff,
      {
        action: 'catalog.import',
        entityType: 'catalog',
        entityId: 'csv',
        before: null,
        after: {
          ...counts,
          skus: changedSkus.slice(0, 500),
          createdSkus: createdSkus.slice(0, 500),
          createdHandles: createdHandles.slice(0, 500),
          handles: [...touched].slice(0, 500),
        },
      },
    );
  });
  if (touched.size) await emit('catalog.changed', { handles: [...touched] });
  return { ok: true, counts };
}
