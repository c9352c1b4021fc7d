import '@/lib/server/only';
import { and, asc, eq, sql } from 'drizzle-orm';
import de from '@/locales/de/fleet-mail.json';
import en from '@/locales/en/fleet-mail.json';
import type { Category } from '@/lib/catalog/constants';
import { shipOrderSchema, type ShipOrderInput } from '@/lib/contracts/fleet';
import { getDb } from '../db';
import { invoices, orderLines, orders, products, variants, type Actor } from '../db/schema';
import { emit } from '../events';
import { env } from '../env';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { logger } from '../logger';
import { escapeHtml, sendMail } from '../mail';
import { createShippedDevices, generateSerial, type ShippedUnit } from '../fleet';
import { parseInput } from '../http/input';
import { issueCreditNoteInTx } from '../invoicing';
import { recordOrderEvent } from '../orders';
import { localePrefix } from '@/lib/site-config';
import { interpolate } from '@/lib/i18n/interpolate';

export type { Actor };

export type ShipResult = {
  orderId: string;
  orderNumber: string;
  trackingNumber: string;
  carrier: string;
  shippedAt: string;
  lines: { position: number; title: string; serials: string[] }[];
};

type LineRow = {
  position: number;
  variantId: number | null;
  productHandle: string;
  title: string;
  sku: string;
  grade: string;
  options: string;
  quantity: number;
  co2Kg: number;
  category: Category | null;
};

/** Serials given for some lines, generated for the rest; 400 when a given list does not match the line. */
function serialsPerLine(lines: LineRow[], given: { position: number; serials: string[] }[] = []): Map<number, string[]> {
  const byPosition = new Map<number, string[]>();
  for (const g of given) {
    const line = lines.find((l) => l.position === g.position);
    if (!line) throw new HttpError(400, 'unknown_line', `The order has no line ${g.position}.`);
    if (byPosition.has(g.position)) throw new HttpError(400, 'duplicate_line', `Line ${g.position} is listed twice.`);
    if (g.serials.length !== line.quantity) {
      throw new HttpError(400, 'serial_count', `Line ${g.position} has ${line.quantity} units but ${g.serials.length} serial numbers were given.`);
    }
    byPosition.set(g.position, g.serials);
  }
  const all = [...byPosition.values()].flat();
  if (new Set(all).size !== all.length) throw new HttpError(400, 'duplicate_serial', 'A serial number is given twice.');
  for (const line of lines) {
    if (!byPosition.has(line.position)) byPosition.set(line.position, Array.from({ length: line.quantity }, generateSerial));
  }
  return byPosition;
}

/**
 * Ships an order: a serial number per unit (given, or generated and unique), the tracking number,
 * status `shipped`, one device per unit for the customer; then the shipping mail. Refuses an unpaid
 * prepayment order, a cancelled one and a second shipment (409) — also when two calls race: the
 * order row is locked, so the second sees the first one's result.
 */
export async function shipOrder(orderId: string, input: ShipOrderInput, actor: Actor): Promise<ShipResult> {
  const data = parseInput(shipOrderSchema, input);
  const db = await getDb();
  const carrier = data.carrier ?? 'DHL';
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFoundError('Order not found.');
    if (order.status === 'shipped') throw new ConflictError('already_shipped', 'This order has already been shipped.');
    if (order.status === 'cancelled') throw new ConflictError('order_cancelled', 'A cancelled order cannot be shipped.');
    if (order.status === 'awaiting_payment') throw new ConflictError('order_unpaid', 'A prepayment order ships only once it is paid.');
    if (order.status !== 'paid' && order.status !== 'invoiced') {
      throw new ConflictError('order_not_shippable', `An order in state ${order.status} cannot be shipped.`);
    }
    const lines: LineRow[] = await tx
      .select({
        position: orderLines.position,
        variantId: orderLines.variantId,
        productHandle: orderLines.productHandle,
        title: orderLines.title,
        sku: orderLines.sku,
        grade: orderLines.grade,
        options: orderLines.options,
        quantity: orderLines.quantity,
        co2Kg: orderLines.co2Kg,
        category: products.category,
      })
      .from(orderLines)
      .leftJoin(variants, eq(variants.id, orderLines.variantId))
      .leftJoin(products, eq(products.id, variants.productId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    const serials = serialsPerLine(lines, data.serials);
    const units: ShippedUnit[] = lines.flatMap((l) =>
      serials.get(l.position)!.map((serialNumber, i) => ({
        linePosition: l.position,
        unitNo: i + 1,
        serialNumber,
        variantId: l.variantId,
        productHandle: l.productHandle,
        title: l.title,
        sku: l.sku,
        grade: l.grade,
        options: l.options,
        category: l.category ?? 'accessories',
        co2Kg: l.co2Kg,
      })),
    );
    const shippedAt = new Date();
    await createShippedDevices(tx, { id: order.id, customerId: order.customerId, createdAt: order.createdAt }, units, shippedAt);
    await tx.update(orders).set({ status: 'shipped', shippedAt, trackingNumber: data.trackingNumber, updatedAt: shippedAt }).where(eq(orders.id, orderId));
    await recordOrderEvent(tx, {
      orderId,
      type: 'shipped',
      fromStatus: order.status,
      toStatus: 'shipped',
      actor,
      data: { trackingNumber: data.trackingNumber, carrier, units: units.length },
      at: shippedAt,
    });
    return {
      from: order.status,
      order,
      view: {
        orderId,
        orderNumber: order.orderNumber,
        trackingNumber: data.trackingNumber,
        carrier,
        shippedAt: shippedAt.toISOString(),
        lines: lines.map((l) => ({ position: l.position, title: l.title, serials: serials.get(l.position)! })),
      } satisfies ShipResult,
    };
  });
  logger.info({ orderNumber: result.view.orderNumber, actor }, 'order shipped');
  await emit('order.status_changed', { orderId, from: result.from, to: 'shipped' });
  try {
    const mail = renderShippingMail(result.order, result.view);
    await sendMail({ to: result.order.email, subject: mail.subject, text: mail.text, html: mail.html, tag: 'order-shipped' });
  } catch (err) {
    logger.error({ orderNumber: result.view.orderNumber, err: err instanceof Error ? err.message : String(err) }, 'shipping mail failed');
  }
  return result.view;
}

const TEXTS = { de, en } as const;


/** Subject, text and HTML of the shipping notice in the order's language. */
function renderShippingMail(
  order: { locale: 'de' | 'en'; firstName: string; lastName: string; customerId: string | null; customerType: 'private' | 'business' },
  shipped: ShipResult,
): { subject: string; text: string; html: string } {
  const t = TEXTS[order.locale];
  const prefix = localePrefix(order.locale);
  const blocks: string[][] = [
    [interpolate(t.shipped_greeting, { name: `${order.firstName} ${order.lastName}` }), interpolate(t.shipped_intro, { orderNumber: shipped.orderNumber })],
    [interpolate(t.shipped_tracking, { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber })],
    [`${t.shipped_serials}:`, ...shipped.lines.map((l) => `${l.title}: ${l.serials.join(', ')}`)],
    ...(order.customerId && order.customerType === 'business' ? [[interpolate(t.shipped_account, { url: `${env().SITE_URL}${prefix}/account/devices` })]] : []),
    [t.closing, t.signature],
  ];
  const text = blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
  const html =
    `<!doctype html><html lang="${order.locale}"><body style="font-family:Arial,sans-serif;color:#16211c;line-height:1.5">` +
    blocks.map((b) => `<p>${b.map(escapeHtml).join('<br>')}</p>`).join('') +
    '</body></html>';
  return { subject: interpolate(t.shipped_subject, { orderNumber: shipped.orderNumber }), text, html };
}

/**
 * Cancels an order that has not shipped: puts every unit back in stock, sets status `cancelled`
 * and, when an invoice was issued (orders on account), corrects it by a credit note — all in one
 * transaction. Refuses shipped and already cancelled orders (409).
 */
export async function cancelOrder(
  orderId: string,
  actor: Actor,
  opts: { reason?: string } = {},
): Promise<{ orderNumber: string; restocked: { variantId: number; quantity: number }[]; creditNoteNumber: string | null }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFoundError('Order not found.');
    if (order.status === 'cancelled') throw new ConflictError('already_cancelled', 'This order is already cancelled.');
    if (order.status === 'shipped') throw new ConflictError('already_shipped', 'A shipped order is returned, not cancelled.');
    const lines = await tx
      .select({ variantId: orderLines.variantId, quantity: orderLines.quantity, handle: orderLines.productHandle })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.variantId));
    const restocked: { variantId: number; quantity: number }[] = [];
    for (const l of lines) {
      if (l.variantId === null) continue;
      const [row] = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${l.quantity}`, unitsSold: sql`greatest(${variants.unitsSold} - ${l.quantity}, 0)`, updatedAt: sql`now()` })
        .where(eq(variants.id, l.variantId))
        .returning({ id: variants.id });
      if (row) restocked.push({ variantId: l.variantId, quantity: l.quantity });
    }
    const now = new Date();
    await tx.update(orders).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    await recordOrderEvent(tx, { orderId, type: 'cancelled', fromStatus: order.status, toStatus: 'cancelled', actor, data: opts.reason ? { reason: opts.reason } : {}, at: now });
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    const credit = invoice ? await issueCreditNoteInTx(tx, invoice.id, { reason: opts.reason ?? 'Order cancelled' }, actor, now) : null;
    return { from: order.status, orderNumber: order.orderNumber, restocked, handles: [...new Set(lines.map((l) => l.handle))], creditNoteNumber: credit?.number ?? null };
  });
  logger.info({ orderNumber: result.orderNumber, actor }, 'order cancelled');
  await emit('catalog.changed', { handles: result.handles });
  await emit('order.status_changed', { orderId, from: result.from, to: 'cancelled' });
  return { orderNumber: result.orderNumber, restocked: result.restocked, creditNoteNumber: result.creditNoteNumber };
}
