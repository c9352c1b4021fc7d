import '@/lib/server/only';

/**
 * The invoicing domain's public face: invoices and credit notes issued inside the transaction that
 * changes an order, gapless document numbers (RE, KR, AN), and the printed and electronic documents.
 */
export { berlinDate, issueInvoice, issueInvoiceInTx, sellerParty, type InvoiceRow } from './issue';
export {
  creditableRemainder,
  issueCreditNote,
  issueCreditNoteForLinesInTx,
  issueCreditNoteInTx,
  type CreditNoteRequest,
} from './credit';
export { nextDocumentNumber } from './numbers';
export { invoicePdf } from './documents';
export { xrechnungXml, zugferdPdf } from './einvoice';
export { DOC_TEXTS, documentDate, renderDocumentPdf, type PrintableDocument } from './pdf';
