import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { variants } from './catalog';
import type { PostalAddress } from './address';
import { orders } from './commerce';

/**
 * Gapless document numbers: one row per series and year, incremented inside the issuing
 * transaction (the row lock queues concurrent issues, a rollback gives the number back).
 * Series: RE invoices, KR credit notes (corrections), AN quotes.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Who caused an order event: the customer, the shop itself, or a staff member (`staff:<id>`). */
export type Actor = string;

/** The status history of an order: one row per change, written in the changing transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** placed · invoiced · paid · shipped · cancelled · credited · … */
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor').$type<Actor>().notNull(),
    /** e.g. { invoiceNumber } or { trackingNumber } */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** One line of an issued document, frozen at issue time. Amounts in cents; negative on credit notes. */
export type InvoiceLine = {
  /** 1, 2, …; on a credit note the position of the invoice line it credits */
  position: number;
  title: string;
  sku: string;
  /** grade · configuration */
  description: string;
  quantity: number;
  /** gross unit price as charged (positive on credit notes too) */
  unitGrossCents: number;
  /** net unit price (line net / quantity, rounded to the cent; positive on credit notes too) */
  unitNetCents: number;
  /** net line amount (quantity × unit net) */
  lineNetCents: number;
  lineGrossCents: number;
  /** percent, e.g. 19 */
  vatRate: number;
  /** 'shipping' for the delivery charge, 'item' otherwise */
  kind: 'item' | 'shipping';
};

/** The parties as printed: frozen copies, so later profile edits never change an issued document. */
export type DocumentParty = {
  name: string;
  company?: string | null;
  vatId?: string | null;
  email?: string | null;
  address: PostalAddress;
};

/**
 * Invoices and credit notes (corrections). Immutable once issued: the database refuses UPDATE
 * and DELETE on this table (trigger in the migration); a correction is a new credit note row.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    /** RE-2026-00001 or KR-2026-00001 */
    number: text('number').notNull(),
    series: text('series').$type<'RE' | 'KR'>().notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    /** the invoice a credit note corrects (several partial credit notes may correct one invoice) */
    correctsInvoiceId: uuid('corrects_invoice_id'),
    /** its number (BT-25) */
    correctsNumber: text('corrects_number'),
    /** its issue date, YYYY-MM-DD (BT-26) */
    correctsIssueDate: text('corrects_issue_date'),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** date of delivery or service (Leistungsdatum), YYYY-MM-DD */
    deliveryDate: text('delivery_date').notNull(),
    /** YYYY-MM-DD; null for credit notes and paid prepayment orders */
    dueDate: text('due_date'),
    seller: jsonb('seller').$type<DocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<DocumentParty>().notNull(),
    customerType: text('customer_type').$type<'private' | 'business'>().notNull(),
    /** buyer's purchase order number or Leitweg-ID from checkout */
    buyerReference: text('buyer_reference'),
    paymentMethod: text('payment_method').$type<'prepayment' | 'invoice'>().notNull(),
    locale: text('locale').$type<'de' | 'en'>().notNull(),
    currency: text('currency').notNull().default('EUR'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** sums; negative on credit notes */
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** percent */
    vatRate: integer('vat_rate').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_series_year_seq_uq').on(t.series, t.year, t.seq),
    /** one invoice per order; its credit notes are found by the invoice they correct */
    uniqueIndex('invoices_order_invoice_uq').on(t.orderId).where(sql`kind = 'invoice'`),
    index('invoices_corrects_idx').on(t.correctsInvoiceId),
    index('invoices_customer_idx').on(t.customerId, t.issuedAt),
  ],
);

export const QUOTE_VALID_DAYS = 14;

/** Quotes made from a cart: numbered (AN-2026-00001), prices fixed until valid_until. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<'de' | 'en'>().notNull(),
    /** open until ordered; expiry is read from valid_until */
    status: text('status').$type<'open' | 'ordered'>().notNull().default('open'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<DocumentParty>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_number_uq').on(t.number),
    uniqueIndex('quotes_year_seq_uq').on(t.year, t.seq),
    index('quotes_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productHandle: text('product_handle').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    grade: text('grade').notNull(),
    options: text('options').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** gross, fixed for the quote's validity */
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.position] }), check('quote_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Quantities beyond stock, asked of sales from the cart; the back office works them off. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productHandle: text('product_handle').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    /** units wanted in total */
    quantity: integer('quantity').notNull(),
    /** units in stock when asked */
    stockAtRequest: integer('stock_at_request').notNull(),
    message: text('message'),
    locale: text('locale').$type<'de' | 'en'>().notNull(),
    /** new · in_progress · answered · closed */
    status: text('status').notNull().default('new'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_requests_status_idx').on(t.status, t.createdAt), index('quote_requests_customer_idx').on(t.customerId)],
);
