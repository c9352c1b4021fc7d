import '@/lib/server/only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDERS_PAGE_SIZE, type OrderListQuery } from '@/lib/contracts/account-orders';
import { getDb } from '../db';
import { isUuid } from '../db/ids';
import { invoices, orderLines, orders, type OrderStatus, type PostalAddress } from '../db/schema';
import { listOrderEvents, type OrderEventView } from '../orders';
import { orderSerials } from './fleet-figures';

type OrderListItem = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  itemCount: number;
  totalCents: number;
};

export type OrderList = { items: OrderListItem[]; total: number; page: number; pageSize: number };

/** The caller's orders, newest first, optionally of one status, a page at a time. */
export async function listCustomerOrders(customerId: string, q: OrderListQuery): Promise<OrderList> {
  const db = await getDb();
  const where = q.status ? and(eq(orders.customerId, customerId), eq(orders.status, q.status)) : eq(orders.customerId, customerId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      itemCount: sql<number>`(${db
        .select({ n: sql`coalesce(sum(${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .where(eq(orderLines.orderId, orders.id))})`,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.seq))
    .limit(ORDERS_PAGE_SIZE)
    .offset((q.page - 1) * ORDERS_PAGE_SIZE);
  return {
    items: rows.map((r) => ({ ...r, itemCount: Number(r.itemCount), createdAt: r.createdAt.toISOString() })),
    total: Number(n),
    page: q.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

/** Open orders: placed, not cancelled, not shipped yet. */
export async function countOpenOrders(customerId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['awaiting_payment', 'invoiced', 'paid'])));
  return Number(row?.n ?? 0);
}

export type OrderDetail = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  customerType: 'private' | 'business';
  company: string | null;
  vatId: string | null;
  poNumber: string | null;
  email: string;
  name: string;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  paymentMethod: 'prepayment' | 'invoice';
  paymentState: 'paid' | 'open' | 'cancelled';
  paidAt: string | null;
  shippedAt: string | null;
  trackingNumber: string | null;
  lines: {
    position: number;
    productId: string;
    variantId: number | null;
    title: string;
    sku: string;
    grade: string;
    options: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    serials: string[];
  }[];
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  netCents: number;
  totalCents: number;
  events: OrderEventView[];
  invoices: { id: string; number: string; kind: 'invoice' | 'credit_note'; issuedAt: string; totalCents: number }[];
};

/** One of the caller's orders; null when it does not exist or belongs to someone else. */
export async function getCustomerOrder(customerId: string, orderId: string): Promise<OrderDetail | null> {
  if (!isUuid(orderId)) return null;
  const db = await getDb();
  const [o] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!o) return null;
  const [lines, events, docs, serials] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.position)),
    listOrderEvents(o.id),
    db
      .select({ id: invoices.id, number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt, totalCents: invoices.totalCents })
      .from(invoices)
      .where(eq(invoices.orderId, o.id))
      .orderBy(asc(invoices.issuedAt)),
    o.shippedAt ? orderSerials(o.id) : Promise.resolve(new Map<number, string[]>()),
  ]);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    customerType: o.customerType,
    company: o.company,
    vatId: o.vatId,
    poNumber: o.poNumber,
    email: o.email,
    name: `${o.firstName} ${o.lastName}`,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    paymentMethod: o.paymentMethod,
    paymentState: o.status === 'cancelled' ? 'cancelled' : o.paidAt ? 'paid' : 'open',
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    trackingNumber: o.trackingNumber,
    lines: lines.map((l) => ({
      position: l.position,
      productId: l.productHandle,
      variantId: l.variantId,
      title: l.title,
      sku: l.sku,
      grade: l.grade,
      options: l.options,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
      serials: serials.get(l.position) ?? [],
    })),
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    vatCents: o.vatCents,
    netCents: o.netCents,
    totalCents: o.totalCents,
    events,
    invoices: docs.map((d) => ({ ...d, issuedAt: d.issuedAt.toISOString() })),
  };
}
