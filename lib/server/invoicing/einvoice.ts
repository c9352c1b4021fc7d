import '@/lib/server/only';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, decodePDFRawStream } from '@cantoo/pdf-lib';
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { company } from '@/lib/company';
import { berlinDate, type InvoiceRow } from './issue';
import { invoiceDocument } from './documents';
import { DOC_TEXTS, documentDate, renderDocumentPdf } from './pdf';
import { logger } from '../logger';
import { interpolate } from '@/lib/i18n/interpolate';

const amount = (cents: number): string => (cents / 100).toFixed(2);

/**
 * Item price (BT-146) and its base quantity (BT-149): the net per unit when the line net divides
 * evenly, otherwise the line net for the whole quantity, so quantity × price / base = line net exactly.
 */
function price(lineNetCents: number, quantity: number, cur: string): Record<string, string> {
  if (lineNetCents % quantity === 0) return { 'cbc:PriceAmount': amount(lineNetCents / quantity), 'cbc:PriceAmount@currencyID': cur };
  return {
    'cbc:PriceAmount': amount(lineNetCents),
    'cbc:PriceAmount@currencyID': cur,
    'cbc:BaseQuantity': String(quantity),
    'cbc:BaseQuantity@unitCode': 'H87',
  };
}

function address(a: { street: string; postalCode: string; city: string; country: string }) {
  return {
    'cbc:StreetName': a.street,
    'cbc:CityName': a.city,
    'cbc:PostalZone': a.postalCode,
    'cac:Country': { 'cbc:IdentificationCode': a.country },
  };
}

const TAX = { 'cbc:ID': 'S', 'cbc:Percent': '19', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };

/**
 * The EN 16931 data of an issued document in the library's UBL-shaped JSON. A credit note is
 * type 381 with positive amounts that refers to the invoice it corrects (BT-25); the buyer's
 * purchase-order number or Leitweg-ID is the buyer reference (BT-10), the order number the
 * sales order reference (BT-14).
 */
function eInvoiceData(inv: InvoiceRow): Invoice {
  const t = DOC_TEXTS[inv.locale];
  const sign = inv.kind === 'credit_note' ? -1 : 1;
  const net = sign * inv.netCents;
  const vat = sign * inv.vatCents;
  const total = sign * inv.totalCents;
  const rounding = total - net - vat;
  const cur = inv.currency;
  const lines = inv.lines.map((l) => ({ ...l, quantity: sign * l.quantity, lineNetCents: sign * l.lineNetCents }));
  const buyerName = inv.buyer.company || inv.buyer.name;
  const data: Record<string, unknown> = {
    'cbc:ID': inv.number,
    'cbc:IssueDate': berlinDate(inv.issuedAt),
    ...(inv.dueDate ? { 'cbc:DueDate': inv.dueDate } : {}),
    'cbc:InvoiceTypeCode': inv.kind === 'credit_note' ? '381' : '380',
    ...(inv.kind === 'credit_note' && inv.reason ? { 'cbc:Note': [interpolate(t.reason, { reason: inv.reason })] } : {}),
    'cbc:DocumentCurrencyCode': cur,
    // BT-10 is mandatory in XRechnung: the buyer's reference (PO number or Leitweg-ID), else our order number
    'cbc:BuyerReference': inv.buyerReference || inv.orderNumber,
    'cac:OrderReference': { 'cbc:ID': inv.buyerReference || inv.orderNumber, 'cbc:SalesOrderID': inv.orderNumber },
    // BG-3: the corrected invoice's number (BT-25) and issue date (BT-26)
    ...(inv.kind === 'credit_note' && inv.correctsNumber
      ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': inv.correctsNumber, ...(inv.correctsIssueDate ? { 'cbc:IssueDate': inv.correctsIssueDate } : {}) } }] }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': company.email.service,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': { 'cbc:Name': company.brand },
        'cac:PostalAddress': address(inv.seller.address),
        'cac:PartyTaxScheme': [
          { 'cbc:CompanyID': inv.seller.vatId ?? company.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          { 'cbc:CompanyID': company.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
        ],
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': company.legalName, 'cbc:CompanyID': company.register.number },
        'cac:Contact': { 'cbc:Name': company.brand, 'cbc:Telephone': company.phone.display, 'cbc:ElectronicMail': company.email.service },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        ...(inv.buyer.email ? { 'cbc:EndpointID': inv.buyer.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
        'cac:PostalAddress': address(inv.buyer.address),
        ...(inv.buyer.vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': inv.buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerName },
        'cac:Contact': { 'cbc:Name': inv.buyer.name, ...(inv.buyer.email ? { 'cbc:ElectronicMail': inv.buyer.email } : {}) },
      },
    },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': inv.deliveryDate },
    // an invoice is paid to our account by SEPA transfer (58); on a credit note the money goes the
    // other way and BT-84 would name the buyer's account, so it names no account: the refund takes
    // the way the order was paid (1 = instrument not defined), as the payment terms note says
    'cac:PaymentMeans': [
      inv.kind === 'credit_note'
        ? { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentID': inv.number }
        : {
            'cbc:PaymentMeansCode': '58',
            'cbc:PaymentID': inv.number,
            'cac:PayeeFinancialAccount': { 'cbc:ID': company.bank.iban.replace(/\s+/g, ''), 'cbc:Name': company.bank.accountHolder, 'cac:FinancialInstitutionBranch': { 'cbc:ID': company.bank.bic } },
          },
    ],
    'cac:PaymentTerms': { 'cbc:Note': inv.dueDate ? interpolate(t.xml_payment_terms, { date: documentDate(inv.dueDate, inv.locale) }) : inv.kind === 'credit_note' ? t.note_credit : t.xml_paid },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(vat),
        'cbc:TaxAmount@currencyID': cur,
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': amount(net),
            'cbc:TaxableAmount@currencyID': cur,
            'cbc:TaxAmount': amount(vat),
            'cbc:TaxAmount@currencyID': cur,
            'cac:TaxCategory': { ...TAX, 'cbc:Percent': String(inv.vatRate) },
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(net),
      'cbc:LineExtensionAmount@currencyID': cur,
      'cbc:TaxExclusiveAmount': amount(net),
      'cbc:TaxExclusiveAmount@currencyID': cur,
      'cbc:TaxInclusiveAmount': amount(net + vat),
      'cbc:TaxInclusiveAmount@currencyID': cur,
      ...(rounding !== 0 ? { 'cbc:PayableRoundingAmount': amount(rounding), 'cbc:PayableRoundingAmount@currencyID': cur } : {}),
      'cbc:PayableAmount': amount(total),
      'cbc:PayableAmount@currencyID': cur,
    },
    'cac:InvoiceLine': lines.map((l) => ({
      'cbc:ID': String(l.position),
      'cbc:InvoicedQuantity': String(l.quantity),
      'cbc:InvoicedQuantity@unitCode': 'H87',
      'cbc:LineExtensionAmount': amount(l.lineNetCents),
      'cbc:LineExtensionAmount@currencyID': cur,
      'cac:Item': {
        ...(l.description ? { 'cbc:Description': l.description } : {}),
        'cbc:Name': l.title,
        ...(l.kind === 'item' ? { 'cac:SellersItemIdentification': { 'cbc:ID': l.sku } } : {}),
        'cac:ClassifiedTaxCategory': { ...TAX, 'cbc:Percent': String(l.vatRate) },
      },
      'cac:Price': price(l.lineNetCents, l.quantity, cur),
    })),
  };
  return { 'ubl:Invoice': data } as unknown as Invoice;
}

const quietLogger = {
  log: (m: string) => logger.debug({ m }, 'e-invoice'),
  warn: (m: string) => logger.warn({ m }, 'e-invoice'),
  error: (m: string) => logger.error({ m }, 'e-invoice'),
};

/**
 * XRechnung (UBL syntax) of an issued document. The library checks the data against its EN 16931
 * schema before it writes the XML and throws when a rule is broken.
 */
export async function xrechnungXml(inv: InvoiceRow): Promise<string> {
  const service = new InvoiceService(quietLogger);
  const out = await service.generate(eInvoiceData(inv), { format: 'XRECHNUNG-UBL', lang: inv.locale });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}

/** ZUGFeRD / Factur-X (profile EN 16931): our PDF as PDF/A-3 with the CII XML embedded. */
export async function zugferdPdf(inv: InvoiceRow): Promise<Buffer> {
  const pdf = await renderDocumentPdf(invoiceDocument(inv));
  const service = new InvoiceService(quietLogger);
  const out = (await service.generate(eInvoiceData(inv), {
    format: 'Factur-X-EN16931',
    lang: inv.locale,
    pdf: { buffer: new Uint8Array(pdf), filename: `${inv.number}.pdf`, mimetype: 'application/pdf' },
  })) as Uint8Array;
  if (inv.kind !== 'credit_note' || !inv.correctsNumber) return Buffer.from(out);
  return rewriteFacturX(out, (xml) => withPrecedingInvoice(xml, inv.correctsNumber!, inv.correctsIssueDate));
}

const escapeXml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The preceding invoice (BG-3: number BT-25, issue date BT-26) in a CII document, where EN 16931
 * puts it: right after the settlement's monetary summation. The library carries BG-3 into UBL but
 * reads it for CII from a shape its own UBL schema refuses, so the CII it writes has none.
 */
function withPrecedingInvoice(xml: string, number: string, issueDate: string | null): string {
  if (xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const date = issueDate ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${issueDate.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime>` : '';
  const ref = `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(number)}</ram:IssuerAssignedID>${date}</ram:InvoiceReferencedDocument>`;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(anchor)) throw new Error('CII without a monetary summation');
  return xml.replace(anchor, `${anchor}\n\t\t\t${ref}`);
}

/** Replaces the content of the embedded factur-x.xml of a PDF, keeping its file specification (PDF/A-3 associated file) as it is. */
async function rewriteFacturX(pdf: Uint8Array, edit: (xml: string) => string): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    const spec = names.lookup(i + 1, PDFDict);
    const name = spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'));
    if (!((name instanceof PDFString || name instanceof PDFHexString) && name.decodeText() === 'factur-x.xml')) continue;
    const ef = spec.lookup(PDFName.of('EF'), PDFDict);
    const ref = ef.get(PDFName.of('F'));
    const old = doc.context.lookup(ref);
    if (!(ref instanceof PDFRef) || !(old instanceof PDFRawStream)) break;
    const xml = Buffer.from(edit(Buffer.from(decodePDFRawStream(old).decode()).toString('utf8')), 'utf8');
    const params = old.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
    params?.set(PDFName.of('Size'), PDFNumber.of(xml.length));
    const stream = doc.context.flateStream(xml, {});
    for (const [key, value] of old.dict.entries()) {
      if (!['Length', 'Filter', 'DecodeParms'].includes(key.asString().slice(1))) stream.dict.set(key, value);
    }
    doc.context.assign(ref, stream);
    return Buffer.from(await doc.save());
  }
  throw new Error('PDF without factur-x.xml');
}
