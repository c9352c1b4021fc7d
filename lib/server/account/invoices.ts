import '@/lib/server/only';
import { and, asc, desc, eq } from 'drizzle-orm';
import de from '@/locales/de/invoice-doc.json';
import en from '@/locales/en/invoice-doc.json';
import { csvNumber, toCsv } from '../csv';
import { getDb } from '../db';
import { invoices, orders } from '../db/schema';
import { isUuid } from '../db/ids';
import { berlinDate, type InvoiceRow } from '../invoicing';

export type InvoiceListItem = {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  /** invoices: paid or open (from the order); credit notes: null */
  paid: boolean | null;
  dueDate: string | null;
  /** credit notes: the invoice they correct */
  correctsInvoiceId: string | null;
  correctsNumber: string | null;
};

/** The caller's invoices and credit notes, newest first. */
export async function listCustomerInvoices(customerId: string): Promise<InvoiceListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ inv: invoices, paidAt: orders.paidAt })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.seq));
  return rows.map(({ inv, paidAt }) => ({
    id: inv.id,
    number: inv.number,
    kind: inv.kind,
    issuedAt: inv.issuedAt.toISOString(),
    orderId: inv.orderId,
    orderNumber: inv.orderNumber,
    netCents: inv.netCents,
    vatCents: inv.vatCents,
    totalCents: inv.totalCents,
    currency: inv.currency,
    paid: inv.kind === 'invoice' ? paidAt !== null : null,
    dueDate: inv.dueDate,
    correctsInvoiceId: inv.correctsInvoiceId,
    correctsNumber: inv.correctsNumber,
  }));
}

/** One of the caller's invoices as stored; null when unknown or someone else's. */
export async function findCustomerInvoice(customerId: string, invoiceId: string): Promise<InvoiceRow | null> {
  if (!isUuid(invoiceId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId)));
  return row ?? null;
}

export type InvoiceDetail = InvoiceListItem & {
  deliveryDate: string;
  seller: InvoiceRow['seller'];
  buyer: InvoiceRow['buyer'];
  buyerReference: string | null;
  paymentMethod: InvoiceRow['paymentMethod'];
  lines: InvoiceRow['lines'];
  vatRate: number;
  roundingCents: number;
  reason: string | null;
  /** credit notes: the corrected invoice's issue date, YYYY-MM-DD */
  correctsIssueDate: string | null;
  /** invoices: the credit notes that correct it, oldest first (totals negative) */
  correctedBy: { id: string; number: string; issuedAt: string; netCents: number; totalCents: number; reason: string | null }[];
};

export async function getCustomerInvoice(customerId: string, invoiceId: string): Promise<InvoiceDetail | null> {
  const inv = await findCustomerInvoice(customerId, invoiceId);
  if (!inv) return null;
  const db = await getDb();
  const [order] = await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, inv.orderId));
  const credits = await db
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, netCents: invoices.netCents, totalCents: invoices.totalCents, reason: invoices.reason })
    .from(invoices)
    .where(and(eq(invoices.correctsInvoiceId, inv.id), eq(invoices.customerId, customerId)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.seq));
  return {
    id: inv.id,
    number: inv.number,
    kind: inv.kind,
    issuedAt: inv.issuedAt.toISOString(),
    orderId: inv.orderId,
    orderNumber: inv.orderNumber,
    netCents: inv.netCents,
    vatCents: inv.vatCents,
    totalCents: inv.totalCents,
    currency: inv.currency,
    paid: inv.kind === 'invoice' ? !!order?.paidAt : null,
    dueDate: inv.dueDate,
    correctsInvoiceId: inv.correctsInvoiceId,
    correctsNumber: inv.correctsNumber,
    correctsIssueDate: inv.correctsIssueDate,
    deliveryDate: inv.deliveryDate,
    seller: inv.seller,
    buyer: inv.buyer,
    buyerReference: inv.buyerReference,
    paymentMethod: inv.paymentMethod,
    lines: inv.lines,
    vatRate: inv.vatRate,
    roundingCents: inv.totalCents - inv.netCents - inv.vatCents,
    reason: inv.reason,
    correctedBy: credits.map((c) => ({ ...c, issuedAt: c.issuedAt.toISOString() })),
  };
}

/** An amount as the CSV writes it (credit notes negative): a number, never neutralised as text. */
const decimal = (cents: number) => csvNumber((cents / 100).toFixed(2));

/**
 * The invoice list as CSV for bookkeeping (semicolon-separated, decimal point, UTF-8 with BOM
 * so spreadsheet programs read the umlauts): number, type, date, order, net, VAT, gross, currency, status.
 */
export function invoicesCsv(items: InvoiceListItem[], locale: 'de' | 'en'): string {
  const t = locale === 'de' ? de : en;
  const status = (i: InvoiceListItem) => (i.kind === 'credit_note' ? '' : i.paid ? (locale === 'de' ? 'bezahlt' : 'paid') : locale === 'de' ? 'offen' : 'open');
  return toCsv(
    items.map((i) => [i.number, i.kind === 'invoice' ? t.kind_invoice : t.kind_credit_note, berlinDate(new Date(i.issuedAt)), i.orderNumber, decimal(i.netCents), decimal(i.vatCents), decimal(i.totalCents), i.currency, status(i)]),
    { header: true, delimiter: ';', bom: true, columns: [t.csv_number, t.csv_type, t.csv_date, t.csv_order, t.csv_net, t.csv_vat, t.csv_gross, t.csv_currency, t.csv_status] },
  );
}
