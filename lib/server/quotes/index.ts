import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { company } from '@/lib/company';
import { computeTotals } from '@/lib/checkout/totals';
import { variantOptions } from '@/lib/checkout/options';
import type { OrderQuoteBody, QuoteDetail, QuoteRequestBody, QuoteSummary } from '@/lib/contracts/quotes';
import { quoteLineTotal, quoteState, quoteValidUntil } from '@/lib/quotes/quote';
import de from '@/locales/de/quotes.json';
import en from '@/locales/en/quotes.json';
import type { CustomerRow } from '../account';
import { getDb, type DbOrTx } from '../db';
import { carts, orders, products, QUOTE_VALID_DAYS, quoteLines, quoteRequests, quotes, variants, type DocumentParty, type PostalAddress } from '../db/schema';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../http/errors';
import { berlinDate, nextDocumentNumber } from '../invoicing';
import { logger } from '../logger';
import { sendMail } from '../mail';
import { isUuid } from '../db/ids';
import { afterOrderPlaced, insertOrderInTx, readCartLines, type PlacedOrder } from '../platform';
import { interpolate } from '@/lib/i18n/interpolate';

export { quotePdf } from './document';

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

/** Quotes are for business accounts: a consumer gets 403 with a clear code. */
export function requireBusiness(row: CustomerRow): void {
  if (row.customerType !== 'business') throw new ForbiddenError('Quotes are available to business customers only.');
}

/** The address a quote is made out to: the billing address on file, else the shipping address. */
function addressOnFile(row: CustomerRow): PostalAddress | null {
  return row.billingAddress ?? row.shippingAddress ?? null;
}

function addressRequired(): HttpError {
  return new HttpError(409, 'address_required', 'Add a billing or shipping address to your customer account first.');
}

/** The buyer as printed on the quote: a frozen copy of the customer record. */
function buyerOf(row: CustomerRow, address: PostalAddress): DocumentParty {
  return {
    name: `${row.firstName} ${row.lastName}`,
    company: address.company ?? row.company,
    vatId: row.vatId,
    email: row.email,
    address: { street: address.street, postalCode: address.postalCode, city: address.city, country: address.country },
  };
}

/** Berlin calendar year of an instant: numbers the quotes. */
function berlinYear(d: Date): number {
  return Number(berlinDate(d).slice(0, 4));
}

/** The quote lines to store for priced items (positions from 1, prices as given). */
export type QuoteLineInput = Omit<LineRow, 'quoteId' | 'position' | 'lineTotalCents'>;

/**
 * Stores a quote for a customer inside the caller's transaction: the next AN number of the year
 * (the counter row stays locked until commit, so concurrent quotes queue and get numbers without
 * gaps), lines and sums fixed as given, valid for 14 days from `now`.
 */
export async function insertQuoteInTx(tx: DbOrTx, row: CustomerRow, lines: QuoteLineInput[], opts: { locale: 'de' | 'en'; now?: Date }): Promise<QuoteRow> {
  const address = addressOnFile(row);
  if (!address) throw addressRequired();
  const now = opts.now ?? new Date();
  const totals = computeTotals(lines);
  const year = berlinYear(now);
  const { seq, number } = await nextDocumentNumber(tx, 'AN', year);
  const id = randomUUID();
  const [quote] = await tx
    .insert(quotes)
    .values({
      id,
      number,
      year,
      seq,
      customerId: row.id,
      locale: opts.locale,
      status: 'open',
      validUntil: quoteValidUntil(now, QUOTE_VALID_DAYS),
      buyer: buyerOf(row, address),
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      vatCents: totals.vatCents,
      netCents: totals.netCents,
      createdAt: now,
    })
    .returning();
  await tx.insert(quoteLines).values(lines.map((l, i) => ({ ...l, quoteId: id, position: i + 1, lineTotalCents: quoteLineTotal(l.unitPriceCents, l.quantity) })));
  return quote!;
}

/**
 * Turns the caller's open cart into a quote at today's prices. The cart must be the caller's
 * (or not yet linked to anyone) and stays as it is; 404 for another customer's or an unknown
 * cart, 409 for an empty or already ordered one.
 */
export async function createQuoteFromCart(row: CustomerRow, cartId: string, locale?: 'de' | 'en'): Promise<QuoteSummary> {
  requireBusiness(row);
  if (!isUuid(cartId)) throw new NotFoundError('Cart not found.');
  const db = await getDb();
  const quote = await db.transaction(async (tx) => {
    const [cart] = await tx.select({ customerId: carts.customerId, completedAt: carts.completedAt }).from(carts).where(eq(carts.id, cartId)).for('update');
    if (!cart || (cart.customerId !== null && cart.customerId !== row.id)) throw new NotFoundError('Cart not found.');
    if (cart.completedAt) throw new ConflictError('cart_completed', 'This cart has already been ordered.');
    const lines = await readCartLines(tx, cartId);
    if (lines.length === 0) throw new ConflictError('cart_empty', 'The cart is empty.');
    return insertQuoteInTx(
      tx,
      row,
      lines.map((l) => ({
        variantId: l.variantId,
        productHandle: l.handle,
        title: l.title,
        sku: l.sku,
        grade: l.grade,
        options: variantOptions(l),
        quantity: l.quantity,
        unitPriceCents: l.priceCents,
      })),
      { locale: locale ?? row.locale },
    );
  });
  return summaryOf(quote, await linesOf(db, quote.id));
}

async function linesOf(db: DbOrTx, quoteId: string): Promise<LineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

function summaryOf(q: QuoteRow, lines: Pick<LineRow, 'quantity'>[], now = new Date()): QuoteSummary {
  return {
    id: q.id,
    number: q.number,
    createdAt: q.createdAt.toISOString(),
    validUntil: q.validUntil.toISOString(),
    state: quoteState(q, now),
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    totalCents: q.totalCents,
    orderId: q.orderId,
  };
}

/** The caller's quotes, newest first. */
export async function listQuotes(row: CustomerRow): Promise<QuoteSummary[]> {
  requireBusiness(row);
  const db = await getDb();
  const rows = await db.select().from(quotes).where(eq(quotes.customerId, row.id)).orderBy(desc(quotes.createdAt), desc(quotes.seq));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ quoteId: quoteLines.quoteId, quantity: sql<number>`sum(${quoteLines.quantity})::int` })
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, rows.map((r) => r.id)))
    .groupBy(quoteLines.quoteId);
  return rows.map((q) => summaryOf(q, [{ quantity: counts.find((c) => c.quoteId === q.id)?.quantity ?? 0 }]));
}

/** The stored quote of a customer, or null (also for a malformed id). */
async function findCustomerQuote(db: DbOrTx, customerId: string, quoteId: string): Promise<QuoteRow | null> {
  if (!isUuid(quoteId)) return null;
  const [q] = await db.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.customerId, customerId)));
  return q ?? null;
}

/** A quote with lines, buyer and sums; 404 when it is not the caller's. */
export async function getQuote(row: CustomerRow, quoteId: string): Promise<QuoteDetail> {
  requireBusiness(row);
  const db = await getDb();
  const q = await findCustomerQuote(db, row.id, quoteId);
  if (!q) throw new NotFoundError('Quote not found.');
  const lines = await linesOf(db, q.id);
  const [order] = q.orderId ? await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, q.orderId)) : [];
  return {
    ...summaryOf(q, lines),
    locale: q.locale,
    buyer: q.buyer,
    lines: lines.map((l) => ({
      position: l.position,
      variantId: l.variantId,
      productHandle: l.productHandle,
      title: l.title,
      sku: l.sku,
      grade: l.grade,
      options: l.options,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    subtotalCents: q.subtotalCents,
    shippingCents: q.shippingCents,
    netCents: q.netCents,
    vatCents: q.vatCents,
    orderNumber: order?.orderNumber ?? null,
  };
}

/** The stored quote with its lines, for the PDF. */
export async function quoteWithLines(row: CustomerRow, quoteId: string): Promise<{ quote: QuoteRow; lines: LineRow[] }> {
  requireBusiness(row);
  const db = await getDb();
  const q = await findCustomerQuote(db, row.id, quoteId);
  if (!q) throw new NotFoundError('Quote not found.');
  return { quote: q, lines: await linesOf(db, q.id) };
}

function quoteExpired(): HttpError {
  return new HttpError(410, 'quote_expired', 'This quote has expired and can no longer be ordered. Create a new quote from your cart.');
}

/**
 * Orders an open, valid quote at its fixed prices (and its shipping charge) in one transaction:
 * the quote row is locked first, so of concurrent clicks exactly one places the order and the
 * others see it ordered (409 quote_ordered); stock is checked and decremented as in the checkout
 * (409 out_of_stock, nothing changed); an expired quote is refused with 410 quote_expired.
 */
export async function orderQuote(row: CustomerRow, quoteId: string, body: OrderQuoteBody, now = new Date()): Promise<PlacedOrder & { quoteNumber: string }> {
  requireBusiness(row);
  if (!isUuid(quoteId)) throw new NotFoundError('Quote not found.');
  const shipping = row.shippingAddress ?? row.billingAddress;
  if (!shipping) throw addressRequired();
  const db = await getDb();
  let changed: string[] = [];
  const result = await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.customerId, row.id))).for('update');
    if (!q) throw new NotFoundError('Quote not found.');
    if (q.status === 'ordered') throw new ConflictError('quote_ordered', 'This quote has already been ordered.', { orderId: q.orderId });
    if (quoteState(q, now) === 'expired') throw quoteExpired();
    const lines = await linesOf(tx, q.id);
    const ids = lines.map((l) => l.variantId).filter((v): v is number => v !== null);
    if (ids.length !== lines.length) throw new ConflictError('out_of_stock', 'Some items of this quote are no longer sold.', []);
    const info = await tx
      .select({ id: variants.id, category: products.category, family: products.family, co2Override: products.co2KgOverride })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(variants.id, ids));
    const billing: PostalAddress = {
      street: q.buyer.address.street,
      postalCode: q.buyer.address.postalCode,
      city: q.buyer.address.city,
      country: q.buyer.address.country,
      name: q.buyer.name,
      ...(q.buyer.company ? { company: q.buyer.company } : {}),
    };
    const placed = await insertOrderInTx(tx, {
      lines: lines.map((l) => {
        const p = info.find((i) => i.id === l.variantId);
        return {
          variantId: l.variantId!,
          quantity: l.quantity,
          handle: l.productHandle,
          title: l.title,
          sku: l.sku,
          grade: l.grade,
          options: l.options,
          co2: { category: p?.category ?? 'accessories', family: p?.family ?? '', co2Override: p?.co2Override ?? null },
          fixedUnitPriceCents: l.unitPriceCents,
        };
      }),
      shippingCents: q.shippingCents,
      cartId: null,
      quoteId: q.id,
      idempotencyKey: null,
      requestHash: null,
      customerId: row.id,
      actor: 'customer',
      email: row.email,
      customerType: 'business',
      firstName: row.firstName,
      lastName: row.lastName,
      company: q.buyer.company ?? row.company,
      vatId: row.vatId,
      poNumber: body.poNumber ?? null,
      shippingAddress: { ...shipping, name: shipping.name ?? `${row.firstName} ${row.lastName}` },
      billingAddress: billing,
      paymentMethod: body.paymentMethod,
      locale: q.locale,
      affiliateCode: null,
    });
    changed = placed.changedHandles;
    await tx.update(quotes).set({ status: 'ordered', orderId: placed.placed.orderId }).where(eq(quotes.id, q.id));
    return { ...placed.placed, quoteNumber: q.number };
  });
  await afterOrderPlaced(result, changed, row.id);
  return result;
}

type Texts = typeof de;
const TEXTS: Record<'de' | 'en', Texts> = { de, en };

/**
 * Stores a request to sales for more units of a variant than are in stock (the quantity must be
 * above the stock; 422 otherwise), mails the customer a confirmation and sales a notice.
 */
export async function createQuoteRequest(row: CustomerRow, body: QuoteRequestBody): Promise<{ id: string; status: string; quantity: number; stockAtRequest: number }> {
  requireBusiness(row);
  const db = await getDb();
  const [v] = await db
    .select({ id: variants.id, sku: variants.sku, stock: variants.stock, handle: products.handle, title: products.title, published: products.published })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, body.variantId));
  if (!v || !v.published) throw new NotFoundError('This product is not available.');
  if (body.quantity <= v.stock) {
    throw new HttpError(422, 'quantity_in_stock', `${v.stock} units are in stock: put the quantity in the cart instead.`, {}, { stock: v.stock });
  }
  const locale = body.locale ?? row.locale;
  const id = randomUUID();
  await db.insert(quoteRequests).values({
    id,
    customerId: row.id,
    variantId: v.id,
    productHandle: v.handle,
    title: v.title,
    sku: v.sku,
    quantity: body.quantity,
    stockAtRequest: v.stock,
    message: body.message ?? null,
    locale,
  });
  const t = TEXTS[locale];
  const vars = { name: `${row.firstName} ${row.lastName}`, title: v.title, sku: v.sku, quantity: body.quantity, stock: v.stock, message: body.message ?? '', company: row.company ?? row.email };
  const text = [
    interpolate(t.mail_request_greeting, vars),
    interpolate(t.mail_request_intro, vars),
    [interpolate(t.mail_request_item, vars), interpolate(t.mail_request_quantity, vars), ...(body.message ? [interpolate(t.mail_request_message, vars)] : [])].join('\n'),
    t.mail_request_closing,
  ].join('\n\n');
  try {
    await sendMail({ to: row.email, subject: interpolate(t.mail_request_subject, vars), text: `${text}\n`, tag: 'quote-request' });
    await sendMail({
      to: company.email.sales,
      subject: interpolate(TEXTS.de.mail_sales_subject, vars),
      text: `${row.company ?? ''} · ${row.email}\n${interpolate(TEXTS.de.mail_request_item, vars)}\n${interpolate(TEXTS.de.mail_request_quantity, vars)}\n${body.message ? interpolate(TEXTS.de.mail_request_message, vars) : ''}\n`,
      tag: 'quote-request-sales',
    });
  } catch (err) {
    // the request is stored; sales sees it in the back office either way
    logger.error({ requestId: id, err: err instanceof Error ? err.message : String(err) }, 'quote request mail failed');
  }
  return { id, status: 'new', quantity: body.quantity, stockAtRequest: v.stock };
}
