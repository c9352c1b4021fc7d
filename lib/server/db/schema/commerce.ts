import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { customers } from './accounts';
import type { PostalAddress } from './address';

export const carts = pgTable(
  'carts',
  {
    /** random UUID: the only credential a guest cart has */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** set once its checkout completed; the spec's completedCheckout reads it */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the sweep of empty, untouched carts reads open carts by age
  (t) => [index('carts_customer_idx').on(t.customerId), index('carts_open_updated_idx').on(t.updatedAt).where(sql`${t.completedAt} is null`)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_variant_uq').on(t.cartId, t.variantId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const ORDER_STATUSES = ['awaiting_payment', 'invoiced', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Gapless order numbers: one row per year, incremented inside the order transaction. */
export const orderCounters = pgTable('order_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** ZW-2026-000123 */
    orderNumber: text('order_number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the checkout request that used the key: the same key with another request is refused */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** sha256 of the browser's order-access token (thank-you page for guests) */
    accessTokenHash: text('access_token_hash'),
    email: text('email').notNull(),
    customerType: text('customer_type').$type<'private' | 'business'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    vatId: text('vat_id'),
    poNumber: text('po_number'),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>().notNull(),
    paymentMethod: text('payment_method').$type<'prepayment' | 'invoice'>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    locale: text('locale').$type<'de' | 'en'>().notNull(),
    /** all money in cents */
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** set when the payment arrived (markOrderPaid) */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** set by shipping (shipOrder), with the carrier's tracking number */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** the quote this order was placed from (prices fixed by it) */
    quoteId: uuid('quote_id'),
    /** affiliate code from the visitor's attribution cookie, when it named an active partner */
    affiliateCode: text('affiliate_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_status_idx').on(t.customerId, t.status),
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    uniqueIndex('orders_year_seq_uq').on(t.year, t.seq),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productHandle: text('product_handle').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    grade: text('grade').notNull(),
    /** human-readable configuration, e.g. 16 GB · 512 GB · DE */
    options: text('options').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** kg CO2e avoided per unit at the time of the order */
    co2Kg: integer('co2_kg').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

export const cartsRelations = relations(carts, ({ many }) => ({ lines: many(cartLines) }));
export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  variant: one(variants, { fields: [cartLines.variantId], references: [variants.id] }),
}));
export const ordersRelations = relations(orders, ({ many }) => ({ lines: many(orderLines) }));
export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));
