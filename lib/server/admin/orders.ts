import '@/lib/server/only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminOrderQuery } from '@/lib/contracts/admin';
import type { ShipOrderInput } from '@/lib/contracts/fleet';
import { getDb } from '../db';
import { invoices, orderEvents, orderLines, orders } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { cancelOrder, markOrderPaid, shipOrder } from '../platform';
import { recordAudit } from './audit';
import { staffActor, type Staff } from './staff';

const ADMIN_ORDERS_PAGE_SIZE = 50;

/** `%` and `_` are literal in a search term. */
function like(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A calendar day in Berlin as the instant it starts (shop days are German days). */
function berlinDayStart(day: string): Date {
  const probe = new Date(`${day}T12:00:00Z`);
  const berlinNoon = new Date(probe.toLocaleString('en-US', { timeZone: 'Europe/Berlin' }));
  const utcNoon = new Date(probe.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offsetMs = berlinNoon.getTime() - utcNoon.getTime();
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offsetMs);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The order list of the back office: filtered, newest first, 50 a page, with the total count. */
export async function listAdminOrders(q: AdminOrderQuery) {
  const db = await getDb();
  const where: SQL[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.payment) where.push(eq(orders.paymentMethod, q.payment));
  if (q.from) where.push(gte(orders.createdAt, berlinDayStart(q.from)));
  if (q.to) where.push(lt(orders.createdAt, berlinDayStart(nextDay(q.to))));
  if (q.customer) {
    const p = like(q.customer);
    where.push(or(ilike(orders.email, p), ilike(orders.lastName, p), ilike(orders.firstName, p), ilike(orders.company, p))!);
  }
  if (q.q) {
    const p = like(q.q);
    where.push(or(ilike(orders.orderNumber, p), ilike(orders.email, p))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const page = q.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        email: orders.email,
        firstName: orders.firstName,
        lastName: orders.lastName,
        company: orders.company,
        customerType: orders.customerType,
        paymentMethod: orders.paymentMethod,
        status: orders.status,
        totalCents: orders.totalCents,
        paidAt: orders.paidAt,
        shippedAt: orders.shippedAt,
      })
      .from(orders)
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(cond),
  ]);
  return {
    orders: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), paidAt: r.paidAt?.toISOString() ?? null, shippedAt: r.shippedAt?.toISOString() ?? null })),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** Everything the back office shows of one order: lines, history, invoices and what may be done next. */
export async function getAdminOrder(orderId: string) {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw new NotFoundError('Order not found.');
  const [lines, events, docs] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt)),
    db.select({ number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt }).from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt)),
  ]);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    email: o.email,
    customerId: o.customerId,
    customerType: o.customerType,
    firstName: o.firstName,
    lastName: o.lastName,
    company: o.company,
    vatId: o.vatId,
    poNumber: o.poNumber,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    paymentMethod: o.paymentMethod,
    status: o.status,
    locale: o.locale,
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    vatCents: o.vatCents,
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    trackingNumber: o.trackingNumber,
    lines: lines.map((l) => ({ position: l.position, title: l.title, sku: l.sku, grade: l.grade, options: l.options, quantity: l.quantity, unitPriceCents: l.unitPriceCents, lineTotalCents: l.lineTotalCents })),
    events: events.map((e) => ({ type: e.type, fromStatus: e.fromStatus, toStatus: e.toStatus, actor: e.actor, at: e.createdAt.toISOString() })),
    documents: docs.map((d) => ({ number: d.number, kind: d.kind, issuedAt: d.issuedAt.toISOString() })),
    actions: {
      markPaid: o.status !== 'cancelled' && !o.paidAt && o.status !== 'paid',
      ship: o.status === 'paid' || o.status === 'invoiced',
      cancel: o.status !== 'cancelled' && o.status !== 'shipped',
    },
  };
}

async function snapshot(orderId: string) {
  const db = await getDb();
  const [o] = await db
    .select({ status: orders.status, paidAt: orders.paidAt, shippedAt: orders.shippedAt, trackingNumber: orders.trackingNumber, cancelledAt: orders.cancelledAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o) throw new NotFoundError('Order not found.');
  return {
    status: o.status,
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    trackingNumber: o.trackingNumber,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
  };
}

/** Marks a prepayment received (the invoice is issued) and records it in the audit log. */
export async function adminMarkPaid(staff: Staff, orderId: string) {
  const before = await snapshot(orderId);
  const result = await markOrderPaid(orderId, staffActor(staff));
  const after = await snapshot(orderId);
  await recordAudit(staff, { action: 'order.mark_paid', entityType: 'order', entityId: orderId, before, after: { ...after, invoiceNumber: result.invoice.number } });
  return { status: result.status, invoiceNumber: result.invoice.number };
}

/** Ships an order (serials, tracking; the devices and the mail follow) and records it. */
export async function adminShip(staff: Staff, orderId: string, input: ShipOrderInput) {
  const before = await snapshot(orderId);
  const result = await shipOrder(orderId, input, staffActor(staff));
  const after = await snapshot(orderId);
  await recordAudit(staff, {
    action: 'order.ship',
    entityType: 'order',
    entityId: orderId,
    before,
    after: { ...after, carrier: result.carrier, serials: result.lines.map((l) => ({ position: l.position, serials: l.serials })) },
  });
  return result;
}

/** Cancels an order (restock; a credit note for an issued invoice) and records it. */
export async function adminCancel(staff: Staff, orderId: string, reason?: string) {
  const before = await snapshot(orderId);
  const result = await cancelOrder(orderId, staffActor(staff), reason ? { reason } : {});
  const after = await snapshot(orderId);
  await recordAudit(staff, { action: 'order.cancel', entityType: 'order', entityId: orderId, before, after: { ...after, creditNoteNumber: result.creditNoteNumber, reason: reason ?? null } });
  return result;
}

