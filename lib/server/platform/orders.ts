import '@/lib/server/only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { orderLines, orders, products, variants } from '../db/schema';
import type { OrderView } from '@/lib/checkout/types';
import { accessTokenMatches } from './order-access';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect & { category: string | null; family: string | null };

function toOrderView(o: OrderRow, lines: OrderLineRow[]): OrderView {
  return {
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    email: o.email,
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
    lines: lines.map((l) => ({
      position: l.position,
      variantId: l.variantId,
      productId: l.productHandle,
      category: l.category ?? 'accessories',
      family: l.family ?? '',
      title: l.title,
      sku: l.sku,
      grade: l.grade,
      options: l.options,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    vatCents: o.vatCents,
    netCents: o.netCents,
  };
}

async function loadOrder(where: ReturnType<typeof eq>): Promise<{ row: OrderRow; view: OrderView } | null> {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(where);
  if (!row) return null;
  const rows = await db
    .select({ line: orderLines, category: products.category, family: products.family })
    .from(orderLines)
    .leftJoin(variants, eq(variants.id, orderLines.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  const lines = rows.map((r) => ({ ...r.line, category: r.category, family: r.family }));
  return { row, view: toOrderView(row, lines) };
}

/** An order by id, for the confirmation mail and tests. */
export async function getOrderById(orderId: string): Promise<OrderView | null> {
  return (await loadOrder(eq(orders.id, orderId)))?.view ?? null;
}

/**
 * The order for whoever asks: the browser that placed it (its access token) or the signed-in
 * customer it belongs to. Everyone else gets null, exactly as for an unknown number.
 */
export async function getOrderForViewer(
  orderNumber: string,
  viewer: { accessToken?: string; customerId?: string | null },
): Promise<OrderView | null> {
  if (!/^ZW-\d{4}-\d{6}$/.test(orderNumber)) return null;
  const found = await loadOrder(eq(orders.orderNumber, orderNumber));
  if (!found) return null;
  const owner = !!viewer.customerId && found.row.customerId === viewer.customerId;
  if (!owner && !accessTokenMatches(viewer.accessToken, found.row.accessTokenHash)) return null;
  return found.view;
}
