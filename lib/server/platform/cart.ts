import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db';
import { isUuid } from '../db/ids';
import { cartLines, carts, products, variants } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { computeTotals } from '@/lib/checkout/totals';
import { variantOptions } from '@/lib/checkout/options';
import type { Cart, CartLine } from '@/lib/checkout/types';

/** Largest quantity of one variant in one cart, whatever the stock (the cart-line contract's bound). */
export { MAX_LINE_QUANTITY } from '@/lib/contracts/cart';
import { MAX_LINE_QUANTITY } from '@/lib/contracts/cart';


type LineRow = {
  id: string;
  quantity: number;
  variantId: number;
  sku: string;
  grade: 'A' | 'B' | 'C';
  ramGb: number | null;
  storageGb: number | null;
  colour: string | null;
  keyboard: string | null;
  priceCents: number;
  stock: number;
  handle: string;
  title: string;
  category: string;
  family: string;
  co2Override: number | null;
};

function toLine(r: LineRow): CartLine {
  return {
    id: r.id,
    variantId: r.variantId,
    productId: r.handle,
    title: r.title,
    sku: r.sku,
    grade: r.grade,
    options: variantOptions(r),
    category: r.category,
    family: r.family,
    quantity: r.quantity,
    available: r.stock,
    unitPriceCents: r.priceCents,
    lineTotalCents: r.priceCents * r.quantity,
  };
}

/** The lines of a cart with their current prices and stock, oldest first, read in the caller's transaction. */
export async function readCartLines(tx: DbOrTx, cartId: string): Promise<LineRow[]> {
  return tx
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      variantId: variants.id,
      sku: variants.sku,
      grade: variants.grade,
      ramGb: variants.ramGb,
      storageGb: variants.storageGb,
      colour: variants.colour,
      keyboard: variants.keyboard,
      priceCents: variants.priceCents,
      stock: variants.stock,
      handle: products.handle,
      title: products.title,
      category: products.category,
      family: products.family,
      co2Override: products.co2KgOverride,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

async function loadCart(db: DbOrTx, cartId: string): Promise<Cart | null> {
  const [cart] = await db.select({ id: carts.id, completedAt: carts.completedAt }).from(carts).where(eq(carts.id, cartId));
  if (!cart) return null;
  const lines = (await readCartLines(db, cartId)).map(toLine);
  return { id: cart.id, lines, ...withoutNet(computeTotals(lines)), completed: cart.completedAt !== null };
}

function withoutNet(t: ReturnType<typeof computeTotals>) {
  return { subtotalCents: t.subtotalCents, shippingCents: t.shippingCents, vatCents: t.vatCents, totalCents: t.totalCents };
}

/** Creates an empty cart with an unguessable id, linked to the customer when one is signed in. */
export async function createCart(customerId: string | null = null): Promise<Cart> {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(carts).values({ id, customerId });
  return { id, lines: [], subtotalCents: 0, shippingCents: 0, vatCents: 0, totalCents: 0, completed: false };
}

/** The cart with current prices, or null when there is no such cart. */
export async function getCart(cartId: string): Promise<Cart | null> {
  if (!isUuid(cartId)) return null;
  return loadCart(await getDb(), cartId);
}

/** true once the cart's checkout completed, false before, null for an unknown cart. */
export async function isCheckoutCompleted(cartId: string): Promise<boolean | null> {
  if (!isUuid(cartId)) return null;
  const db = await getDb();
  const [row] = await db.select({ completedAt: carts.completedAt }).from(carts).where(eq(carts.id, cartId));
  return row ? row.completedAt !== null : null;
}

/** Locks an open cart for the rest of the transaction; 404 when unknown, 409 once ordered. */
async function lockOpenCart(tx: DbOrTx, cartId: string): Promise<void> {
  if (!isUuid(cartId)) throw new NotFoundError('Cart not found.');
  const [cart] = await tx.select({ completedAt: carts.completedAt }).from(carts).where(eq(carts.id, cartId)).for('update');
  if (!cart) throw new NotFoundError('Cart not found.');
  if (cart.completedAt) throw new ConflictError('cart_completed', 'This cart has already been ordered.');
}

function insufficientStock(variantId: number, available: number): ConflictError {
  return new ConflictError('insufficient_stock', `Only ${available} in stock.`, { variantId, available });
}

async function touch(tx: DbOrTx, cartId: string): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Adds units of a variant (merging with an existing line); the total per line is bounded by stock. */
export async function addCartLine(cartId: string, variantId: number, quantity: number): Promise<Cart> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOpenCart(tx, cartId);
    const [variant] = await tx
      .select({ stock: variants.stock, published: products.published })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.id, variantId));
    if (!variant || !variant.published) throw new NotFoundError('This product is not available.');
    const [existing] = await tx
      .select({ id: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > Math.min(variant.stock, MAX_LINE_QUANTITY)) throw insufficientStock(variantId, Math.min(variant.stock, MAX_LINE_QUANTITY));
    if (existing) await tx.update(cartLines).set({ quantity: wanted }).where(eq(cartLines.id, existing.id));
    else await tx.insert(cartLines).values({ id: randomUUID(), cartId, variantId, quantity: wanted });
    await touch(tx, cartId);
    return (await loadCart(tx, cartId))!;
  });
}

/** Sets a line's quantity; 0 removes the line. */
export async function updateCartLine(cartId: string, lineId: string, quantity: number): Promise<Cart> {
  if (quantity === 0) return removeCartLine(cartId, lineId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOpenCart(tx, cartId);
    if (!isUuid(lineId)) throw new NotFoundError('Cart line not found.');
    const [line] = await tx
      .select({ variantId: cartLines.variantId, stock: variants.stock })
      .from(cartLines)
      .innerJoin(variants, eq(variants.id, cartLines.variantId))
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
    if (!line) throw new NotFoundError('Cart line not found.');
    const max = Math.min(line.stock, MAX_LINE_QUANTITY);
    if (quantity > max) throw insufficientStock(line.variantId, max);
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
    await touch(tx, cartId);
    return (await loadCart(tx, cartId))!;
  });
}

/** Removes a line; 404 when the cart has no such line. */
export async function removeCartLine(cartId: string, lineId: string): Promise<Cart> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOpenCart(tx, cartId);
    if (!isUuid(lineId)) throw new NotFoundError('Cart line not found.');
    const deleted = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
      .returning({ id: cartLines.id });
    if (deleted.length === 0) throw new NotFoundError('Cart line not found.');
    await touch(tx, cartId);
    return (await loadCart(tx, cartId))!;
  });
}

/** Empty carts untouched this long are deleted by the sweep, ms (30 days). */
const EMPTY_CART_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes open carts without lines that nobody touched for 30 days; answers how many. Safe to run
 * on several instances at once: each run deletes what is old at that moment, nothing else.
 */
export async function sweepEmptyCarts(now = Date.now()): Promise<number> {
  const db = await getDb();
  const deleted = await db
    .delete(carts)
    .where(
      and(
        isNull(carts.completedAt),
        lt(carts.updatedAt, new Date(now - EMPTY_CART_MAX_AGE_MS)),
        notExists(db.select({ one: sql`1` }).from(cartLines).where(eq(cartLines.cartId, carts.id))),
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}

const globalForSweep = globalThis as unknown as { __zwCartSweep?: NodeJS.Timeout };

/** Runs the sweep now and then once a day in this process (started when the server starts). */
export function startCartSweep(onError: (err: unknown) => void): void {
  if (globalForSweep.__zwCartSweep) return;
  const run = () => void sweepEmptyCarts().catch(onError);
  run();
  globalForSweep.__zwCartSweep = setInterval(run, 24 * 60 * 60 * 1000);
  globalForSweep.__zwCartSweep.unref();
}
