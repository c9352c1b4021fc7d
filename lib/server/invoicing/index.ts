import '@/lib/server/only';

/**
 * The invoicing domain's public face: invoices and credit notes issued inside the transaction that
 * changes an order, gapless document numbers (RE, KR, AN), and the printed and electronic documents.
 */
export { berlinDate, issueInvoice, issueInvoiceInTx, sellerParty, type InvoiceRow } from './issue';
export {
  creditableRemainder,
  issueCreditNote,
  issueCreditNoteForLines,
  issueCreditNoteForLinesInTx,
  issueCreditNoteInTx,
  type CreditableLine,
  type CreditableRemainder,
  type CreditNoteRequest,
} from './credit';
export { nextDocumentNumber } from './numbers';
export { invoiceDocument, invoicePdf } from './documents';
export { eInvoiceData, xrechnungXml, zugferdPdf, type EInvoiceFormat } from './einvoice';
export { DOC_TEXTS, documentDate, renderDocumentPdf, type PrintableDocument } from './pdf';
