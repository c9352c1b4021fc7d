import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../db';
import { carts, orderCounters, orderLines, orders, variants, type PostalAddress } from '../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { logger } from '../logger';
import type { CurrentCustomer } from '../account/current';
import { computeTotals } from '@/lib/checkout/totals';
import { variantOptions } from '@/lib/checkout/options';
import { normalizeVatId } from '@/lib/checkout/vat-id';
import { validateCheckout } from '@/lib/checkout/validation';
import type { CheckoutAddress, CheckoutRequest } from '@/lib/checkout/types';
import { isUuid, readCartLines } from './cart';
import { resolveCo2 } from '@/lib/catalog/co2';
import type { Category } from '@/lib/catalog/types';
import { hashAccessToken, orderAccessToken } from './order-access';
import { sendOrderConfirmation } from './order-mail';
import { emit } from '../events';

const str = z.string().max(500).optional();
const addressShape = z.object({ street: str, postalCode: str, city: str, country: str, name: str, company: str });

/** Shape of the request body; the business rules are in validateCheckout (shared with the form). */
export const checkoutBodySchema = z.object({
  cartId: z.string().max(64),
  email: str,
  customerType: str,
  firstName: str,
  lastName: str,
  company: str.nullable(),
  vatId: str.nullable(),
  poNumber: str.nullable(),
  phone: str.nullable(),
  shippingAddress: addressShape.optional(),
  billingAddress: addressShape.nullable().optional(),
  paymentMethod: str,
  acceptTerms: z.boolean().optional(),
  locale: z.enum(['de', 'en']).optional(),
});

/** Idempotency-Key header: a client-chosen token, 8–100 visible characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8–100 visible ASCII characters');

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
export function formatOrderNumber(year: number, seq: number): string {
  return `ZW-${year}-${String(seq).padStart(6, '0')}`;
}

/** The calendar year in Germany, which numbers the orders. */
export function orderYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now));
}

const clean = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

function toPostal(a: CheckoutAddress): PostalAddress {
  return {
    street: a.street.trim(),
    postalCode: a.postalCode.trim().toUpperCase(),
    city: a.city.trim(),
    country: a.country.trim().toUpperCase(),
    ...(clean(a.name) ? { name: clean(a.name)! } : {}),
    ...(clean(a.company) ? { company: clean(a.company)! } : {}),
  };
}

type Existing = { id: string; orderNumber: string; totalCents: number; cartId: string | null; idempotencyKey: string | null };

async function findOrder(where: ReturnType<typeof eq>): Promise<Existing | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalCents: orders.totalCents, cartId: orders.cartId, idempotencyKey: orders.idempotencyKey })
    .from(orders)
    .where(where);
  return row;
}

function replay(o: Existing): PlacedOrder {
  return { orderId: o.id, orderNumber: o.orderNumber, totalCents: o.totalCents, accessToken: orderAccessToken(o.id), created: false };
}

/** The earlier order of this Idempotency-Key, or a 409 when the key was used for another cart. */
async function replayForKey(key: string, cartId: string): Promise<PlacedOrder | null> {
  const existing = await findOrder(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  if (existing.cartId !== cartId) throw new ConflictError('idempotency_key_reused', 'This Idempotency-Key was used for another order.');
  return replay(existing);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

class Replay {
  constructor(readonly order: PlacedOrder) {}
}

/**
 * Places the order of a cart in one transaction: locks the cart, decrements every variant's stock
 * only where enough is left (never below zero, whatever runs concurrently), numbers the order
 * gaplessly per year, stores it with its lines at the database's current prices and marks the cart
 * completed. A repeated Idempotency-Key returns the first order. Mails the confirmation afterwards.
 */
export async function placeOrder(
  body: z.infer<typeof checkoutBodySchema>,
  opts: { idempotencyKey: string | null; customer: CurrentCustomer | null; locale: 'de' | 'en' },
): Promise<PlacedOrder> {
  const input = body as unknown as CheckoutRequest;
  const errors = validateCheckout(input);
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, 'invalid_checkout', 'Please check the highlighted fields.', {}, errors);
  }
  if (!isUuid(body.cartId)) throw new NotFoundError('Cart not found.');
  const key = opts.idempotencyKey;
  if (key) {
    const earlier = await replayForKey(key, body.cartId);
    if (earlier) return earlier;
  }

  const business = input.customerType === 'business';
  const shipping = toPostal(input.shippingAddress);
  const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
  const billing: PostalAddress = input.billingAddress
    ? toPostal(input.billingAddress)
    : { ...shipping, name: fullName, ...(business && clean(input.company) ? { company: clean(input.company)! } : {}) };
  const locale = body.locale ?? opts.locale;

  const db = await getDb();
  let placed: PlacedOrder;
  let mailOrderId: string;
  let changedHandles: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      const [cart] = await tx.select({ completedAt: carts.completedAt }).from(carts).where(eq(carts.id, body.cartId)).for('update');
      if (!cart) throw new NotFoundError('Cart not found.');
      if (cart.completedAt) {
        // a concurrent duplicate of the same checkout finished first: same key → same order
        const [prior] = await tx
          .select({ id: orders.id, orderNumber: orders.orderNumber, totalCents: orders.totalCents, cartId: orders.cartId, idempotencyKey: orders.idempotencyKey })
          .from(orders)
          .where(eq(orders.cartId, body.cartId));
        if (prior && key && prior.idempotencyKey === key) return new Replay(replay(prior));
        throw new ConflictError('cart_completed', 'This cart has already been ordered.');
      }
      const lines = (await readCartLines(tx, body.cartId)).sort((a, b) => a.variantId - b.variantId);
      if (lines.length === 0) throw new ConflictError('cart_empty', 'The cart is empty.');

      // variants in id order, so concurrent orders lock rows in the same order and never deadlock
      const priced: { line: (typeof lines)[number]; unitPriceCents: number; co2Kg: number }[] = [];
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
        priced.push({ line, unitPriceCents: row.priceCents, co2Kg: resolveCo2({ category: line.category as Category, family: line.family, co2KgOverride: line.co2Override, co2Source: null }).kg });
      }
      if (short.length > 0) throw new ConflictError('out_of_stock', 'Some items are no longer available in the requested quantity.', short);
      changedHandles = Array.from(new Set(lines.map((l) => l.handle)));

      await tx.update(carts).set({ completedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(carts.id, body.cartId));
      const totals = computeTotals(priced.map((p) => ({ unitPriceCents: p.unitPriceCents, quantity: p.line.quantity })));
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
      await tx.insert(orders).values({
        id: orderId,
        orderNumber,
        year,
        seq,
        customerId: opts.customer?.id ?? null,
        cartId: body.cartId,
        idempotencyKey: key,
        accessTokenHash: hashAccessToken(token),
        email: input.email.trim().toLowerCase(),
        customerType: input.customerType,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        company: business ? clean(input.company) : null,
        vatId: business && clean(input.vatId) ? normalizeVatId(input.vatId!) : null,
        poNumber: business ? clean(input.poNumber) : null,
        shippingAddress: shipping,
        billingAddress: billing,
        paymentMethod: input.paymentMethod,
        status: input.paymentMethod === 'invoice' ? 'invoiced' : 'awaiting_payment',
        locale,
        ...totals,
      });
      await tx.insert(orderLines).values(
        priced
          .sort((a, b) => lines.indexOf(a.line) - lines.indexOf(b.line))
          .map((p, i) => ({
            orderId,
            position: i + 1,
            variantId: p.line.variantId,
            productHandle: p.line.handle,
            title: p.line.title,
            sku: p.line.sku,
            grade: p.line.grade,
            options: variantOptions(p.line),
            quantity: p.line.quantity,
            unitPriceCents: p.unitPriceCents,
            lineTotalCents: p.unitPriceCents * p.line.quantity,
            co2Kg: p.co2Kg,
          })),
      );
      return { orderId, orderNumber, totalCents: totals.totalCents, accessToken: token, created: true } satisfies PlacedOrder;
    });
    if (result instanceof Replay) return result.order;
    placed = result;
    mailOrderId = result.orderId;
  } catch (err) {
    // the same key raced us on another connection and committed first
    if (key && isUniqueViolation(err)) {
      const earlier = await replayForKey(key, body.cartId);
      if (earlier) return earlier;
    }
    if (isUniqueViolation(err)) throw new ConflictError('cart_completed', 'This cart has already been ordered.');
    throw err;
  }

  // stock changed: cached catalog pages (here and on other instances) would show the old numbers
  await emit('catalog.changed', { handles: changedHandles });
  await emit('order.placed', { orderId: placed.orderId, orderNumber: placed.orderNumber, customerId: opts.customer?.id ?? null });

  try {
    await sendOrderConfirmation(mailOrderId);
  } catch (err) {
    // the order stands; the mail is logged for a resend
    logger.error({ orderNumber: placed.orderNumber, err: err instanceof Error ? err.message : String(err) }, 'order confirmation mail failed');
  }
  return placed;
}

/** Orders in creation order (tests, back office). */
export async function listOrderNumbers(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ n: orders.orderNumber }).from(orders).orderBy(asc(orders.year), asc(orders.seq));
  return rows.map((r) => r.n);
}
