import '@/lib/server/only';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db';
import { carts, orderCounters, orderLines, orders, variants, type PostalAddress } from '../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { logger } from '../logger';
import type { CurrentCustomer } from '../account';
import { totalsWithShipping } from '@/lib/checkout/totals';
import { variantOptions } from '@/lib/checkout/options';
import type { Address, BillingAddress } from '@/lib/contracts/address';
import type { CheckoutRequest } from '@/lib/contracts/checkout';
import { isUuid } from '../db/ids';
import { readCartLines } from './cart';
import { resolveCo2 } from '@/lib/catalog/co2';
import type { Category } from '@/lib/catalog/types';
import { hashAccessToken, orderAccessToken } from './order-access';
import { sendOrderConfirmation } from './order-mail';
import { emit } from '../events';
import { issueInvoiceInTx } from '../invoicing';
import { recordOrderEvent } from '../orders';
import { isUniqueViolation } from '../db/errors';

/** Idempotency-Key header: a client-chosen token, 8–100 visible characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;

/** The Idempotency-Key header: absent → null; else 8–100 visible ASCII characters or a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8–100 visible ASCII characters.');
  }
  return key;
}

/** Pay on invoice (goods ship before payment) is for signed-in customers whose account is a business account. */
function invoiceNotAllowed(): HttpError {
  return new HttpError(
    403,
    'invoice_not_allowed',
    'Pay on invoice is available to signed-in business customers only. Sign in with a business account or choose prepayment.',
  );
}

export type PlacedOrder = {
  orderId: string;
  orderNumber: string;
  totalCents: number;
  /** the browser's thank-you page token (set as a cookie by the route) */
  accessToken: string;
  /** false when an earlier order was returned for the same Idempotency-Key */
  created: boolean;
};

/** 'ZW-2026-000123' */
function formatOrderNumber(year: number, seq: number): string {
  return `ZW-${year}-${String(seq).padStart(6, '0')}`;
}

/** The calendar year in Germany, which numbers the orders. */
function orderYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now));
}

/** A validated contract address as stored (absent optional parts left out). */
function toPostal(a: Address | BillingAddress): PostalAddress {
  const { street, postalCode, city, country } = a;
  const name = 'name' in a ? a.name : undefined;
  return { street, postalCode, city, country, ...(name ? { name } : {}), ...(a.company ? { company: a.company } : {}) };
}

type Existing = { id: string; orderNumber: string; totalCents: number; cartId: string | null; idempotencyKey: string | null; requestHash: string | null };

const existingColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  totalCents: orders.totalCents,
  cartId: orders.cartId,
  idempotencyKey: orders.idempotencyKey,
  requestHash: orders.idempotencyRequestHash,
};

async function findOrder(where: ReturnType<typeof eq>): Promise<Existing | undefined> {
  const db = await getDb();
  const [row] = await db.select(existingColumns).from(orders).where(where);
  return row;
}

/** JSON with object keys sorted at every level: equal requests give equal text, whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 of a checkout request as validated (stored with its Idempotency-Key). */
function checkoutRequestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function keyMismatch(): HttpError {
  return new HttpError(422, 'idempotency_key_mismatch', 'This Idempotency-Key was already used with a different request.');
}

function replay(o: Existing): PlacedOrder {
  return { orderId: o.id, orderNumber: o.orderNumber, totalCents: o.totalCents, accessToken: orderAccessToken(o.id), created: false };
}

/**
 * The earlier order of this Idempotency-Key when the request is the same; 422 when the key was
 * used with a different request (orders stored before request hashes existed compare the cart).
 */
async function replayForKey(key: string, cartId: string, requestHash: string): Promise<PlacedOrder | null> {
  const existing = await findOrder(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  if (existing.requestHash !== null ? existing.requestHash !== requestHash : existing.cartId !== cartId) throw keyMismatch();
  return replay(existing);
}

class Replay {
  constructor(readonly order: PlacedOrder) {}
}

/** One line to order: the variant, how many, and how it is described on the order. */
type OrderLineSpec = {
  variantId: number;
  quantity: number;
  handle: string;
  title: string;
  sku: string;
  grade: string;
  options: string;
  co2: { category: string; family: string; co2Override: number | null };
  /** gross unit price fixed elsewhere (a quote); absent → the variant's current price */
  fixedUnitPriceCents?: number;
};

/** Everything an order row needs besides its lines, numbers and totals. */
export type OrderSpec = {
  lines: OrderLineSpec[];
  cartId: string | null;
  quoteId?: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  customerId: string | null;
  actor: string;
  email: string;
  customerType: 'private' | 'business';
  firstName: string;
  lastName: string;
  company: string | null;
  vatId: string | null;
  poNumber: string | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  paymentMethod: 'prepayment' | 'invoice';
  locale: 'de' | 'en';
  affiliateCode: string | null;
  /** shipping fixed elsewhere (a quote); absent → the standard rate */
  shippingCents?: number;
};

/**
 * The order transaction's core, shared by the checkout and quotes: decrements every variant's
 * stock only where enough is left (never below zero, whatever runs concurrently; 409 out_of_stock
 * listing the short lines, the caller's transaction then rolls back), numbers the order gaplessly
 * per year, stores it with its lines at the current or the fixed prices, records the event and
 * invoices an order on account at once. Runs inside the caller's transaction.
 */
export async function insertOrderInTx(tx: DbOrTx, spec: OrderSpec): Promise<{ placed: PlacedOrder; changedHandles: string[] }> {
  // variants in id order, so concurrent orders lock rows in the same order and never deadlock
  const lines = [...spec.lines].sort((a, b) => a.variantId - b.variantId);
  const priced: { line: OrderLineSpec; unitPriceCents: number; co2Kg: number }[] = [];
  const short: { variantId: number; requested: number; available: number }[] = [];
  for (const line of lines) {
    const [row] = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${line.quantity}`, unitsSold: sql`${variants.unitsSold} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(variants.id, line.variantId), gte(variants.stock, line.quantity)))
      .returning({ priceCents: variants.priceCents });
    if (!row) {
      const [now] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, line.variantId));
      short.push({ variantId: line.variantId, requested: line.quantity, available: now?.stock ?? 0 });
      continue;
    }
    const co2Kg = resolveCo2({ category: line.co2.category as Category, family: line.co2.family, co2KgOverride: line.co2.co2Override, co2Source: null }).kg;
    priced.push({ line, unitPriceCents: line.fixedUnitPriceCents ?? row.priceCents, co2Kg });
  }
  if (short.length > 0) throw new ConflictError('out_of_stock', 'Some items are no longer available in the requested quantity.', short);

  const totals = totalsWithShipping(
    priced.map((p) => ({ unitPriceCents: p.unitPriceCents, quantity: p.line.quantity })),
    spec.shippingCents,
  );
  // the year's counter row is locked until commit: take it last, so orders queue on it briefly
  const year = orderYear();
  const [counter] = await tx
    .insert(orderCounters)
    .values({ year, lastSeq: 1 })
    .onConflictDoUpdate({ target: orderCounters.year, set: { lastSeq: sql`${orderCounters.lastSeq} + 1` } })
    .returning({ seq: orderCounters.lastSeq });
  const seq = counter!.seq;
  const orderId = randomUUID();
  const orderNumber = formatOrderNumber(year, seq);
  const token = orderAccessToken(orderId);
  const status = spec.paymentMethod === 'invoice' ? 'invoiced' : 'awaiting_payment';
  await tx.insert(orders).values({
    id: orderId,
    orderNumber,
    year,
    seq,
    customerId: spec.customerId,
    cartId: spec.cartId,
    quoteId: spec.quoteId ?? null,
    idempotencyKey: spec.idempotencyKey,
    idempotencyRequestHash: spec.requestHash,
    accessTokenHash: hashAccessToken(token),
    email: spec.email,
    customerType: spec.customerType,
    firstName: spec.firstName,
    lastName: spec.lastName,
    company: spec.company,
    vatId: spec.vatId,
    poNumber: spec.poNumber,
    shippingAddress: spec.shippingAddress,
    billingAddress: spec.billingAddress,
    paymentMethod: spec.paymentMethod,
    status,
    locale: spec.locale,
    affiliateCode: spec.affiliateCode,
    ...totals,
  });
  await tx.insert(orderLines).values(
    priced
      .sort((a, b) => spec.lines.indexOf(a.line) - spec.lines.indexOf(b.line))
      .map((p, i) => ({
        orderId,
        position: i + 1,
        variantId: p.line.variantId,
        productHandle: p.line.handle,
        title: p.line.title,
        sku: p.line.sku,
        grade: p.line.grade,
        options: p.line.options,
        quantity: p.line.quantity,
        unitPriceCents: p.unitPriceCents,
        lineTotalCents: p.unitPriceCents * p.line.quantity,
        co2Kg: p.co2Kg,
      })),
  );
  await recordOrderEvent(tx, { orderId, type: 'placed', toStatus: status, actor: spec.actor });
  // an order on account is invoiced at once; a prepayment order when its money arrives
  if (spec.paymentMethod === 'invoice') await issueInvoiceInTx(tx, orderId, 'system');
  return {
    placed: { orderId, orderNumber, totalCents: totals.totalCents, accessToken: token, created: true },
    changedHandles: Array.from(new Set(lines.map((l) => l.handle))),
  };
}

/** After an order committed: caches learn the new stock, listeners the order, the buyer gets the confirmation mail. */
export async function afterOrderPlaced(placed: PlacedOrder, changedHandles: string[], customerId: string | null): Promise<void> {
  // stock changed: cached catalog pages (here and on other instances) would show the old numbers
  await emit('catalog.changed', { handles: changedHandles });
  await emit('order.placed', { orderId: placed.orderId, orderNumber: placed.orderNumber, customerId });
  try {
    await sendOrderConfirmation(placed.orderId);
  } catch (err) {
    // the order stands; the mail is logged for a resend
    logger.error({ orderNumber: placed.orderNumber, err: err instanceof Error ? err.message : String(err) }, 'order confirmation mail failed');
  }
}

/**
 * Places the order of a cart in one transaction: locks the cart, decrements every variant's stock
 * only where enough is left (never below zero, whatever runs concurrently), numbers the order
 * gaplessly per year, stores it with its lines at the database's current prices and marks the cart
 * completed. A repeated Idempotency-Key returns the first order. Mails the confirmation afterwards.
 */
export async function placeOrder(
  input: CheckoutRequest,
  opts: { idempotencyKey: string | null; customer: CurrentCustomer | null; locale: 'de' | 'en'; affiliateCode?: string | null },
): Promise<PlacedOrder> {
  const body = input;
  if (input.paymentMethod === 'invoice' && opts.customer?.customerType !== 'business') throw invoiceNotAllowed();
  if (!isUuid(body.cartId)) throw new NotFoundError('Cart not found.');
  const key = opts.idempotencyKey;
  const requestHash = checkoutRequestHash(body);
  if (key) {
    const earlier = await replayForKey(key, body.cartId, requestHash);
    if (earlier) return earlier;
  }

  const business = input.customerType === 'business';
  const shipping = toPostal(input.shippingAddress);
  const fullName = `${input.firstName} ${input.lastName}`;
  const billing: PostalAddress = input.billingAddress
    ? toPostal(input.billingAddress)
    : { ...shipping, name: fullName, ...(business && input.company ? { company: input.company } : {}) };
  const locale = body.locale ?? opts.locale;

  const db = await getDb();
  let placed: PlacedOrder;
  let changedHandles: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      const [cart] = await tx.select({ completedAt: carts.completedAt }).from(carts).where(eq(carts.id, body.cartId)).for('update');
      if (!cart) throw new NotFoundError('Cart not found.');
      if (cart.completedAt) {
        // a concurrent duplicate of the same checkout finished first: same key → same order
        const [prior] = await tx.select(existingColumns).from(orders).where(eq(orders.cartId, body.cartId));
        if (prior && key && prior.idempotencyKey === key) {
          if (prior.requestHash !== null && prior.requestHash !== requestHash) throw keyMismatch();
          return new Replay(replay(prior));
        }
        throw new ConflictError('cart_completed', 'This cart has already been ordered.');
      }
      const lines = await readCartLines(tx, body.cartId);
      if (lines.length === 0) throw new ConflictError('cart_empty', 'The cart is empty.');
      const result = await insertOrderInTx(tx, {
        lines: lines.map((l) => ({
          variantId: l.variantId,
          quantity: l.quantity,
          handle: l.handle,
          title: l.title,
          sku: l.sku,
          grade: l.grade,
          options: variantOptions(l),
          co2: { category: l.category, family: l.family, co2Override: l.co2Override },
        })),
        cartId: body.cartId,
        idempotencyKey: key,
        requestHash: key ? requestHash : null,
        customerId: opts.customer?.id ?? null,
        actor: opts.customer ? 'customer' : 'guest',
        email: input.email,
        customerType: input.customerType,
        firstName: input.firstName,
        lastName: input.lastName,
        company: business ? (input.company ?? null) : null,
        vatId: business ? (input.vatId ?? null) : null,
        poNumber: business ? (input.poNumber ?? null) : null,
        shippingAddress: shipping,
        billingAddress: billing,
        paymentMethod: input.paymentMethod,
        locale,
        affiliateCode: opts.affiliateCode ?? null,
      });
      changedHandles = result.changedHandles;
      await tx.update(carts).set({ completedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(carts.id, body.cartId));
      return result.placed;
    });
    if (result instanceof Replay) return result.order;
    placed = result;
  } catch (err) {
    // the same key raced us on another connection and committed first
    if (key && isUniqueViolation(err)) {
      const earlier = await replayForKey(key, body.cartId, requestHash);
      if (earlier) return earlier;
    }
    if (isUniqueViolation(err)) throw new ConflictError('cart_completed', 'This cart has already been ordered.');
    throw err;
  }

  await afterOrderPlaced(placed, changedHandles, opts.customer?.id ?? null);
  return placed;
}
