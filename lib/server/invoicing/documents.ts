import '@/lib/server/only';
import { company } from '@/lib/company';
import { berlinDate, type InvoiceRow } from './issue';
import { DOC_TEXTS, documentDate, renderDocumentPdf, type PrintableDocument } from './pdf';
import { interpolate } from '@/lib/i18n/interpolate';

/** The printable form of an issued invoice or credit note, in the language it was issued in. */
export function invoiceDocument(inv: InvoiceRow): PrintableDocument {
  const t = DOC_TEXTS[inv.locale];
  const credit = inv.kind === 'credit_note';
  const meta: [string, string][] = [[credit ? t.credit_date : t.issue_date, documentDate(berlinDate(inv.issuedAt), inv.locale)]];
  if (credit && inv.correctsNumber) {
    // the corrected invoice and its date (its own date is "Rechnungsdatum"; this document's is the date of the correction)
    meta.push([t.corrected_invoice, inv.correctsNumber]);
    if (inv.correctsIssueDate) meta.push([t.issue_date, documentDate(inv.correctsIssueDate, inv.locale)]);
  }
  meta.push([t.delivery_date, documentDate(inv.deliveryDate, inv.locale)], [t.order_number, inv.orderNumber]);
  if (inv.buyerReference) meta.push([t.buyer_reference, inv.buyerReference]);
  if (!credit) {
    meta.push([t.payment_method, inv.paymentMethod === 'invoice' ? t.payment_invoice : t.payment_prepayment]);
    if (inv.dueDate) meta.push([t.due_date, documentDate(inv.dueDate, inv.locale)]);
  }
  const notes: string[] = [];
  if (credit) {
    notes.push(interpolate(t.corrects, { number: inv.correctsNumber ?? '' }));
    if (inv.reason) notes.push(interpolate(t.reason, { reason: inv.reason }));
    notes.push(t.note_credit);
  } else if (inv.dueDate) {
    notes.push(interpolate(t.note_due, { date: documentDate(inv.dueDate, inv.locale), number: inv.number }));
  } else {
    notes.push(t.note_paid);
  }
  return {
    kind: inv.kind,
    number: inv.number,
    locale: inv.locale,
    seller: { ...inv.seller, vatId: inv.seller.vatId ?? company.vatId },
    buyer: inv.buyer,
    meta,
    lines: inv.lines,
    netCents: inv.netCents,
    vatCents: inv.vatCents,
    totalCents: inv.totalCents,
    vatRate: inv.vatRate,
    roundingCents: inv.totalCents - inv.netCents - inv.vatCents,
    notes,
  };
}

export function invoicePdf(inv: InvoiceRow): Promise<Buffer> {
  return renderDocumentPdf(invoiceDocument(inv));
}
