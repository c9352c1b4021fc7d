import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { company } from '@/lib/company';
import { INVOICE_DAYS } from '@/lib/checkout/bank';
import { splitGross } from '@/lib/invoicing/amounts';
import { siteConfig } from '@/lib/site-config';
import { getDb, type DbOrTx } from '../db';
import { invoices, orderLines, orders, type Actor, type DocumentParty, type InvoiceLine } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { recordOrderEvent } from '../orders';
import { nextDocumentNumber } from './numbers';

export type InvoiceRow = typeof invoices.$inferSelect;

/** YYYY-MM-DD of an instant in Germany. */
export function berlinDate(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The seller as printed on every document. */
export function sellerParty(): DocumentParty {
  return {
    name: company.legalName,
    company: company.legalName,
    vatId: company.vatId,
    email: company.email.service,
    address: { street: company.street, postalCode: company.postalCode, city: company.city, country: company.country },
  };
}

type OrderRow = typeof orders.$inferSelect;

function buyerOf(o: OrderRow): DocumentParty {
  const business = o.customerType === 'business';
  return {
    name: o.billingAddress.name ?? `${o.firstName} ${o.lastName}`,
    company: business ? (o.billingAddress.company ?? o.company) : null,
    vatId: business ? o.vatId : null,
    email: o.email,
    address: { street: o.billingAddress.street, postalCode: o.billingAddress.postalCode, city: o.billingAddress.city, country: o.billingAddress.country },
  };
}

const RATE_PERCENT = Math.round(siteConfig.vatRate * 100);

/** Invoice lines of an order: its items and the delivery charge, nets shared out to the cent. */
function invoiceLinesOf(o: OrderRow, lines: (typeof orderLines.$inferSelect)[], locale: 'de' | 'en'): { lines: InvoiceLine[]; netCents: number; vatCents: number; totalCents: number } {
  const gross = [
    ...lines.map((l) => ({ quantity: l.quantity, lineGrossCents: l.lineTotalCents })),
    ...(o.shippingCents > 0 ? [{ quantity: 1, lineGrossCents: o.shippingCents }] : []),
  ];
  const split = splitGross(gross, RATE_PERCENT);
  const out: InvoiceLine[] = lines.map((l, i) => ({
    position: i + 1,
    title: l.title,
    sku: l.sku,
    description: [l.options, `${locale === 'de' ? 'Zustand' : 'Grade'} ${l.grade}`].filter(Boolean).join(' · '),
    quantity: l.quantity,
    unitGrossCents: l.unitPriceCents,
    unitNetCents: Math.round(split.lineNets[i]! / l.quantity),
    lineNetCents: split.lineNets[i]!,
    lineGrossCents: l.lineTotalCents,
    vatRate: RATE_PERCENT,
    kind: 'item',
  }));
  if (o.shippingCents > 0) {
    const net = split.lineNets[lines.length]!;
    out.push({
      position: lines.length + 1,
      title: locale === 'de' ? 'Versand' : 'Shipping',
      sku: 'VERSAND',
      description: '',
      quantity: 1,
      unitGrossCents: o.shippingCents,
      unitNetCents: net,
      lineNetCents: net,
      lineGrossCents: o.shippingCents,
      vatRate: RATE_PERCENT,
      kind: 'shipping',
    });
  }
  return { lines: out, netCents: split.netCents, vatCents: split.vatCents, totalCents: split.totalCents };
}

/**
 * Issues the invoice of an order inside the caller's transaction (which should hold the order
 * row locked): a frozen copy of seller, buyer, lines and sums under the next RE number of the
 * year. An order has at most one invoice; asking again returns it.
 */
export async function issueInvoiceInTx(tx: DbOrTx, orderId: string, actor: Actor, now = new Date()): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw new NotFoundError('Order not found.');
  if (o.status === 'cancelled') throw new ConflictError('order_cancelled', 'A cancelled order gets no invoice.');
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  const computed = invoiceLinesOf(o, lines, o.locale);
  const issueDate = berlinDate(now);
  const year = Number(issueDate.slice(0, 4));
  const { seq, number } = await nextDocumentNumber(tx, 'RE', year);
  const [row] = await tx
    .insert(invoices)
    .values({
      id: randomUUID(),
      number,
      series: 'RE',
      year,
      seq,
      kind: 'invoice',
      orderId,
      orderNumber: o.orderNumber,
      customerId: o.customerId,
      issuedAt: now,
      deliveryDate: o.shippedAt ? berlinDate(o.shippedAt) : issueDate,
      dueDate: o.paymentMethod === 'invoice' && !o.paidAt ? addDays(issueDate, INVOICE_DAYS) : null,
      seller: sellerParty(),
      buyer: buyerOf(o),
      customerType: o.customerType,
      buyerReference: o.poNumber,
      paymentMethod: o.paymentMethod,
      locale: o.locale,
      currency: siteConfig.currency,
      lines: computed.lines,
      netCents: computed.netCents,
      vatCents: computed.vatCents,
      totalCents: computed.totalCents,
      vatRate: RATE_PERCENT,
      createdAt: now,
    })
    .returning();
  await recordOrderEvent(tx, { orderId, type: 'invoiced', actor, data: { invoiceNumber: number }, at: now });
  return row!;
}

/** Issues an order's invoice in its own transaction (the order row locked); returns the existing one when issued already. */
export async function issueInvoice(orderId: string, actor: Actor): Promise<InvoiceRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [o] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw new NotFoundError('Order not found.');
    return issueInvoiceInTx(tx, orderId, actor);
  });
}
