import '@/lib/server/only';
import { parse } from 'csv-parse/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  CATALOG_CSV_COLUMNS,
  catalogCsvRow,
  formatEuros,
  type CatalogCsvRow,
  type CatalogImportIssue,
} from '@/lib/contracts/admin-catalog';
import { issueCode, issueMessage } from '@/lib/contracts/issues';
import { csvNumber, restoreFormulaCell, toCsv, type CsvCell } from '../csv';
import { getDb, type Db } from '../db';
import { brands, products, variants } from '../db/schema';
import { emit } from '../events';
import { recordPriceChange } from '../catalog/prices';
import { recordAudit } from './audit';
import type { Staff } from './staff';

/**
 * CSV export and import of the catalog: one row per offer with its product's columns,
 * semicolon-separated, UTF-8 with BOM, decimal comma (what German Excel reads and writes). Text cells
 * a spreadsheet would run as a formula carry a leading apostrophe (lib/server/csv.ts); the import
 * takes exactly that apostrophe off again.
 * The import changes existing offers and products only; it validates every row before it
 * changes anything and applies all rows in one transaction.
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

export type ImportPhase = 'validate' | 'apply';
export type ImportProgress = { phase: ImportPhase; done: number; total: number };
export type ImportCounts = { rows: number; productsChanged: number; offersChanged: number; pricesChanged: number };
export type ImportResult = { ok: true; counts: ImportCounts } | { ok: false; errors: CatalogImportIssue[]; errorCount: number };

/** At most this many problems are reported (the count says how many there were). */
const MAX_REPORTED = 200;
/** Progress is reported every this many rows (and at the end of a phase). */
const PROGRESS_EVERY = 25;

function issue(line: number, column: string, code: string, message: string): CatalogImportIssue {
  return { line, column, code, message };
}

type Parsed = { line: number; row: CatalogCsvRow };

/**
 * Imports a CSV of the export's format. Every row is validated first (cells, known SKU, matching
 * handle and read-only columns, one value per product for product columns); any problem answers
 * the list of problems by line and column and changes nothing. Otherwise all rows are applied in
 * one transaction — prices through the price history — and one audit entry records the counts.
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
  const existing = skus.length
    ? await db
        .select({ v: variants, p: products })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.sku, skus))
    : [];
  const bySku = new Map(existing.map((e) => [e.v.sku, e]));
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
    const known = bySku.get(row.sku);
    if (!known) {
      fail(issue(line, 'sku', 'unknown_sku', 'No offer has this SKU (the import changes existing offers only).'));
      continue;
    }
    if (known.p.handle !== row.handle) fail(issue(line, 'handle', 'handle_mismatch', `The offer belongs to the product "${known.p.handle}".`));
    const readOnly: [keyof CatalogCsvRow, string][] = [
      ['grade', known.v.grade],
      ['ram_gb', optionCell(known.v.ramGb)],
      ['storage_gb', optionCell(known.v.storageGb)],
      ['colour', optionCell(known.v.colour)],
      ['keyboard', optionCell(known.v.keyboard)],
    ];
    for (const [col, value] of readOnly) {
      if (String(row[col]) !== value) fail(issue(line, col, 'read_only', `This column cannot be changed by an import (it is "${value}").`));
    }
    const first = productFirst.get(row.handle);
    if (!first) productFirst.set(row.handle, item);
    else {
      for (const col of ['title', 'published', 'summary_de', 'summary_en'] as const) {
        if (first.row[col] !== row[col]) fail(issue(line, col, 'product_conflict', `Differs from line ${first.line} of the same product.`));
      }
    }
  }
  if (errorCount) return done();

  // apply everything in one transaction
  const counts: ImportCounts = { rows: parsed.length, productsChanged: 0, offersChanged: 0, pricesChanged: 0 };
  const handles = new Set<string>();
  const changedSkus: string[] = [];
  await db.transaction(async (tx) => {
    const productDone = new Set<string>();
    let n = 0;
    for (const { row } of parsed) {
      const known = bySku.get(row.sku)!;
      if (!productDone.has(row.handle)) {
        productDone.add(row.handle);
        const p = known.p;
        if (p.title !== row.title || p.published !== row.published || p.summaryDe !== row.summary_de || p.summaryEn !== row.summary_en) {
          await tx
            .update(products)
            .set({ title: row.title, published: row.published, summaryDe: row.summary_de, summaryEn: row.summary_en, updatedAt: new Date() })
            .where(eq(products.id, p.id));
          counts.productsChanged++;
          handles.add(row.handle);
        }
      }
      const v = known.v;
      let offerChanged = false;
      if (v.stock !== row.stock || v.compareAtCents !== row.list_price_eur) {
        await tx.update(variants).set({ stock: row.stock, compareAtCents: row.list_price_eur, updatedAt: new Date() }).where(eq(variants.id, v.id));
        offerChanged = true;
      }
      if (row.price_eur !== null && row.price_eur !== v.priceCents) {
        await recordPriceChange(tx as unknown as Db, v.id, row.price_eur, { actor: `import:${staff.email}` });
        counts.pricesChanged++;
        offerChanged = true;
      }
      if (offerChanged) {
        counts.offersChanged++;
        handles.add(row.handle);
        changedSkus.push(row.sku);
      }
      n++;
      if (n % PROGRESS_EVERY === 0 || n === parsed.length) await onProgress({ phase: 'apply', done: n, total: parsed.length });
    }
    await recordAudit(
      staff,
      {
        action: 'catalog.import',
        entityType: 'catalog',
        entityId: 'csv',
        before: null,
        after: { ...counts, skus: changedSkus.slice(0, 500), handles: [...handles].slice(0, 500) },
      },
      tx as unknown as Db,
    );
  });
  if (handles.size) await emit('catalog.changed', { handles: [...handles] });
  return { ok: true, counts };
}
