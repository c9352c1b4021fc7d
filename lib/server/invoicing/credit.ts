import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { splitGross } from '@/lib/invoicing/amounts';
import { getDb, type DbOrTx } from '../db';
import { invoices, type Actor, type InvoiceLine } from '../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { recordOrderEvent } from '../orders';
import { berlinDate, type InvoiceRow } from './issue';
import { nextDocumentNumber } from './numbers';

/** One item line of an invoice and how much of it is still open to a credit note. */
type CreditableLine = {
  /** the invoice line's position; credit note lines keep it */
  position: number;
  title: string;
  sku: string;
  quantityInvoiced: number;
  quantityCredited: number;
  quantityCreditable: number;
  /** gross unit price as the invoice charged it */
  unitGrossCents: number;
  /** net unit price as the invoice printed it */
  unitNetCents: number;
  /** gross of the units still creditable */
  creditableGrossCents: number;
};

/** What of an invoice is still open to correction, from the invoice and every credit note that corrects it. */
export type CreditableRemainder = {
  invoiceId: string;
  invoiceNumber: string;
  /** the item lines (the delivery charge is below) */
  lines: CreditableLine[];
  /** the delivery charge the invoice charged, gross; 0 when it charged none */
  shippingGrossCents: number;
  /** true while the invoice charged delivery and no credit note has credited it */
  shippingCreditable: boolean;
  /** cents, gross: what further credit notes may still credit in total */
  creditableGrossCents: number;
  /** the credit notes issued so far, oldest first (totals negative) */
  creditNotes: { id: string; number: string; issuedAt: Date; totalCents: number }[];
};

/** Which units of an invoice a credit note credits. */
export type CreditNoteRequest = {
  /** invoice line positions (items only) and the units of each to credit */
  lines: { position: number; quantity: number }[];
  /** credit the delivery charge as well */
  includeShipping: boolean;
  /** printed on the credit note, e.g. "Widerruf" */
  reason: string;
};

/** Half-up rounding of a non-negative a / b to an integer, exact for cent amounts. */
const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Gross of units `from`+1 … `to` of an invoice line: the line's gross shared over its units
 * cumulatively, so the parts of any split add up to the line's gross to the cent. With a line
 * gross of quantity × unit gross (every line the shop issues) this is (to − from) × unit gross.
 */
function grossOfUnits(line: InvoiceLine, from: number, to: number): number {
  return roundDiv(to * line.lineGrossCents, line.quantity) - roundDiv(from * line.lineGrossCents, line.quantity);
}

type Loaded = { inv: InvoiceRow; credits: InvoiceRow[] };

async function loadInvoice(db: DbOrTx, invoiceId: string, lock: boolean): Promise<Loaded> {
  const query = db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [inv] = lock ? await query.for('update') : await query;
  if (!inv) throw new NotFoundError('Invoice not found.');
  if (inv.kind !== 'invoice') throw new ConflictError('not_an_invoice', 'Only an invoice can be corrected by a credit note.');
  const credits = await db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoiceId)).orderBy(asc(invoices.issuedAt), asc(invoices.seq));
  return { inv, credits };
}

function remainderOf({ inv, credits }: Loaded): CreditableRemainder {
  const credited = new Map<number, number>();
  let shippingCredited = false;
  for (const cn of credits) {
    for (const l of cn.lines) {
      if (l.kind === 'shipping') shippingCredited = true;
      else credited.set(l.position, (credited.get(l.position) ?? 0) + Math.abs(l.quantity));
    }
  }
  const lines = inv.lines
    .filter((l) => l.kind === 'item')
    .map((l): CreditableLine => {
      const done = Math.min(credited.get(l.position) ?? 0, l.quantity);
      return {
        position: l.position,
        title: l.title,
        sku: l.sku,
        quantityInvoiced: l.quantity,
        quantityCredited: done,
        quantityCreditable: l.quantity - done,
        unitGrossCents: l.unitGrossCents,
        unitNetCents: l.unitNetCents,
        creditableGrossCents: grossOfUnits(l, done, l.quantity),
      };
    });
  const shipping = inv.lines.find((l) => l.kind === 'shipping');
  const shippingCreditable = !!shipping && !shippingCredited;
  return {
    invoiceId: inv.id,
    invoiceNumber: inv.number,
    lines,
    shippingGrossCents: shipping?.lineGrossCents ?? 0,
    shippingCreditable,
    creditableGrossCents: lines.reduce((s, l) => s + l.creditableGrossCents, 0) + (shippingCreditable ? shipping.lineGrossCents : 0),
    creditNotes: credits.map((c) => ({ id: c.id, number: c.number, issuedAt: c.issuedAt, totalCents: c.totalCents })),
  };
}

/**
 * For each item line of an invoice the units invoiced, already credited and still creditable,
 * whether the delivery charge is still creditable, and the gross still creditable in total.
 * 404 for an unknown id, 409 `not_an_invoice` for a credit note.
 */
export async function creditableRemainder(db: DbOrTx, invoiceId: string): Promise<CreditableRemainder> {
  return remainderOf(await loadInvoice(db, invoiceId, false));
}

const unprocessable = (code: string, message: string, details?: unknown) => new HttpError(422, code, message, {}, details);

/** One credited part: an invoice line and the units of it (the delivery charge counts as one unit). */
type Part = { line: InvoiceLine; from: number; quantity: number };

/** The parts a request asks for, checked against the remainder: 422 for a malformed request, 409 for more than remains. */
function partsOf(loaded: Loaded, rem: CreditableRemainder, req: CreditNoteRequest): Part[] {
  const parts: Part[] = [];
  const seen = new Set<number>();
  for (const { position, quantity } of req.lines) {
    if (!Number.isInteger(quantity) || quantity < 0) throw unprocessable('invalid_quantity', 'Quantities to credit are whole numbers of units.', { position, quantity });
    if (seen.has(position)) throw unprocessable('duplicate_line', `Invoice line ${position} is named twice.`, { position });
    seen.add(position);
    const open = rem.lines.find((l) => l.position === position);
    if (!open) throw unprocessable('unknown_line', `The invoice has no item line ${position}; the delivery charge is credited with includeShipping.`, { position });
    if (quantity === 0) continue;
    if (quantity > open.quantityCreditable) {
      throw new ConflictError('credit_exceeds_invoice', `Line ${position}: ${quantity} unit(s) asked, ${open.quantityCreditable} still creditable.`, {
        position,
        requested: quantity,
        creditable: open.quantityCreditable,
      });
    }
    parts.push({ line: loaded.inv.lines.find((l) => l.position === position)!, from: open.quantityCredited, quantity });
  }
  if (req.includeShipping) {
    const shipping = loaded.inv.lines.find((l) => l.kind === 'shipping');
    if (!shipping) throw unprocessable('no_shipping_charge', 'The invoice charged no delivery.');
    if (!rem.shippingCreditable) throw new ConflictError('credit_exceeds_invoice', 'The delivery charge was credited already.', { shipping: true });
    parts.push({ line: shipping, from: 0, quantity: 1 });
  }
  if (parts.length === 0) throw unprocessable('credit_empty', 'A credit note needs at least one unit or the delivery charge.');
  return parts.sort((a, b) => a.line.position - b.line.position);
}

/**
 * Issues the credit note (KR number) for the given parts of a locked invoice.
 *
 * Amounts. Each credited unit is credited at the gross the invoice charged for it, and the credit
 * note's gross total is exactly the sum of those grosses (plus the delivery charge when credited):
 * that is the amount a refund pays back, and over a full correction the credit notes add up to
 * the invoice's total to the cent. Net and VAT follow the EN 16931 rules per document, in the
 * same way as the invoice's: the net is the neighbour of gross / (1 + rate) whose VAT
 * (net × rate, rounded, BR-CO-17) brings net + VAT closest to the gross, shared over the lines in
 * proportion to their gross (each line net = quantity × net price / base quantity, BT-146/BT-149);
 * the line nets add up to the total net (BR-CO-10).
 *
 * Where no net reproduces the gross (one unit of 133.62 €: a net of 112.28 € gives 133.61 €,
 * 112.29 € gives 133.63 €) the gross wins: the refund must pay back what the customer paid, not a
 * cent more or less, while the EN 16931 sums stay exact because the one-cent difference is stated
 * as the rounding amount (BT-114, BR-CO-16) — as on the invoice itself. The cost of the other
 * choice is only bookkeeping-visible: VAT is computed per document, so the VAT of several partial
 * credit notes may differ from the invoice's VAT by a cent per note, never their gross.
 */
async function issueParts(tx: DbOrTx, { inv }: Loaded, parts: Part[], reason: string, actor: Actor, now: Date): Promise<InvoiceRow> {
  const gross = parts.map((p) => grossOfUnits(p.line, p.from, p.from + p.quantity));
  const split = splitGross(
    gross.map((g, i) => ({ quantity: parts[i]!.quantity, lineGrossCents: g })),
    inv.vatRate,
  );
  const lines: InvoiceLine[] = parts.map((p, i) => ({
    ...p.line,
    quantity: -p.quantity,
    unitNetCents: roundDiv(split.lineNets[i]!, p.quantity),
    lineNetCents: -split.lineNets[i]!,
    lineGrossCents: -gross[i]!,
  }));
  const issueDate = berlinDate(now);
  const year = Number(issueDate.slice(0, 4));
  const { seq, number } = await nextDocumentNumber(tx, 'KR', year);
  const [row] = await tx
    .insert(invoices)
    .values({
      id: randomUUID(),
      number,
      series: 'KR',
      year,
      seq,
      kind: 'credit_note',
      orderId: inv.orderId,
      orderNumber: inv.orderNumber,
      customerId: inv.customerId,
      correctsInvoiceId: inv.id,
      correctsNumber: inv.number,
      correctsIssueDate: berlinDate(inv.issuedAt),
      reason,
      issuedAt: now,
      deliveryDate: inv.deliveryDate,
      dueDate: null,
      seller: inv.seller,
      buyer: inv.buyer,
      customerType: inv.customerType,
      buyerReference: inv.buyerReference,
      paymentMethod: inv.paymentMethod,
      locale: inv.locale,
      currency: inv.currency,
      lines,
      netCents: -split.netCents,
      vatCents: -split.vatCents,
      totalCents: -split.totalCents,
      vatRate: inv.vatRate,
      createdAt: now,
    })
    .returning();
  await recordOrderEvent(tx, {
    orderId: inv.orderId,
    type: 'credited',
    actor,
    data: { creditNoteNumber: number, invoiceNumber: inv.number, reason, totalCents: -split.totalCents },
    at: now,
  });
  return row!;
}

/**
 * Corrects part of an invoice by a credit note inside the caller's transaction: the given units
 * of the given item lines (positions as on the invoice) and, when asked, the delivery charge, each
 * at the invoice's own prices and VAT rate. Several credit notes may correct one invoice until
 * nothing remains. Refused: an empty request or one naming an unknown line (422), more units
 * than remain or the delivery charge a second time (409 `credit_exceeds_invoice`). The invoice
 * row stays locked until commit, so concurrent corrections queue.
 */
export async function issueCreditNoteForLinesInTx(tx: DbOrTx, invoiceId: string, req: CreditNoteRequest, actor: Actor, now = new Date()): Promise<InvoiceRow> {
  const reason = req.reason.trim();
  if (!reason) throw unprocessable('reason_required', 'A credit note states its reason.');
  const loaded = await loadInvoice(tx, invoiceId, true);
  const parts = partsOf(loaded, remainderOf(loaded), req);
  return issueParts(tx, loaded, parts, reason, actor, now);
}

/**
 * Corrects an invoice by a credit note for everything that remains of it (all of it when no
 * partial credit note came before), inside the caller's transaction. 409 `already_credited` when
 * nothing remains.
 */
export async function issueCreditNoteInTx(tx: DbOrTx, invoiceId: string, opts: { reason: string }, actor: Actor, now = new Date()): Promise<InvoiceRow> {
  const loaded = await loadInvoice(tx, invoiceId, true);
  const rem = remainderOf(loaded);
  if (!rem.shippingCreditable && rem.lines.every((l) => l.quantityCreditable === 0)) {
    throw new ConflictError('already_credited', `This invoice was already corrected in full by ${rem.creditNotes.map((c) => c.number).join(', ')}.`);
  }
  const req: CreditNoteRequest = {
    lines: rem.lines.filter((l) => l.quantityCreditable > 0).map((l) => ({ position: l.position, quantity: l.quantityCreditable })),
    includeShipping: rem.shippingCreditable,
    reason: opts.reason,
  };
  const reason = req.reason.trim() || 'Rechnungskorrektur';
  return issueParts(tx, loaded, partsOf(loaded, rem, req), reason, actor, now);
}

/** issueCreditNoteInTx in its own transaction. */
export async function issueCreditNote(invoiceId: string, opts: { reason: string }, actor: Actor): Promise<InvoiceRow> {
  const db = await getDb();
  return db.transaction((tx) => issueCreditNoteInTx(tx, invoiceId, opts, actor));
}
