import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { customers, invoices, orders } from '@/lib/server/db/schema';
import { issueCreditNote, issueInvoice, type InvoiceRow } from '@/lib/server/invoicing';
import { xrechnungXml, zugferdPdf } from '@/lib/server/invoicing/einvoice';
import { invoicePdf } from '@/lib/server/invoicing/documents';
import { seedDemoIfEmpty } from '@/lib/server/seed/demo';
import { insertOrder } from '../support/order-fixtures';
import { ruleCount, validateEInvoice } from '../support/en16931';
import { pdfAttachments, pdfXmp } from '../support/pdf-attachments';

/** Every value of an element (by local name) in an XML text. */
function values(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`, 'g'))].map((m) => m[1]!);
}
const cents = (s: string) => Math.round(Number(s) * 100);

describe('e-invoices', () => {
  it('XRechnung (UBL): the library accepts the data; sums obey the EN 16931 calculation rules', async () => {
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 34900 }, { quantity: 3, unitPriceCents: 1990 }], poNumber: '04011000-12345-67' });
    const inv = await issueInvoice(o.id, 'system');
    const xml = await xrechnungXml(inv);
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(values(xml, 'ID')).toContain(inv.number);
    expect(values(xml, 'BuyerReference')).toEqual(['04011000-12345-67']);
    expect(values(xml, 'InvoiceTypeCode')).toEqual(['380']);
    expect(values(xml, 'CompanyID')).toEqual(expect.arrayContaining(['DE341587726', 'DE123456789']));
    const lineNets = values(xml, 'LineExtensionAmount').map(cents);
    const [sumOfLines, ...perLine] = [lineNets.at(0)!, ...lineNets.slice(1)];
    // BR-CO-10: sum of line nets = BT-106
    expect(perLine.reduce((s, v) => s + v, 0)).toBe(sumOfLines);
    const taxable = cents(values(xml, 'TaxableAmount')[0]!);
    const taxAmounts = values(xml, 'TaxAmount').map(cents);
    // BR-CO-17: VAT = taxable × 19 %, rounded to the cent
    expect(taxAmounts[1]).toBe(Math.round((taxable * 19) / 100));
    expect(taxAmounts[0]).toBe(taxAmounts[1]);
    const inclusive = cents(values(xml, 'TaxInclusiveAmount')[0]!);
    const rounding = cents(values(xml, 'PayableRoundingAmount')[0] ?? '0');
    const payable = cents(values(xml, 'PayableAmount')[0]!);
    // BR-CO-15 and BR-CO-16: inclusive = exclusive + VAT; payable = inclusive + rounding; and it is what the order charged
    expect(inclusive).toBe(taxable + taxAmounts[0]!);
    expect(payable).toBe(inclusive + rounding);
    expect(payable).toBe(o.totalCents);
  });

  it('a credit note is type 381 with positive amounts and refers to the invoice', async () => {
    const o = await insertOrder({});
    const inv = await issueInvoice(o.id, 'system');
    const kr = await issueCreditNote(inv.id, { reason: 'Widerruf' }, 'staff:test');
    const xml = await xrechnungXml(kr);
    expect([...values(xml, 'InvoiceTypeCode'), ...values(xml, 'CreditNoteTypeCode')]).toEqual(['381']);
    expect(xml).toContain(`<cbc:ID>${inv.number}</cbc:ID>`);
    expect(cents(values(xml, 'PayableAmount')[0]!)).toBe(o.totalCents);
  });

  it('the PDF is a real PDF holding the invoice number; ZUGFeRD embeds the CII XML as factur-x.xml', async () => {
    const o = await insertOrder({ locale: 'en' });
    const inv = await issueInvoice(o.id, 'system');
    const pdf = await invoicePdf(inv);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const z = await zugferdPdf(inv);
    expect(z.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = z.toString('latin1');
    expect(text).toContain('factur-x.xml');
    expect(text).toMatch(/pdfaid:part>3</);
  }, 60_000);
});

/** The embedded factur-x.xml of a ZUGFeRD PDF, checked to be a PDF/A-3 associated file. */
async function facturX(pdf: Buffer): Promise<string> {
  const files = await pdfAttachments(pdf);
  expect(files.map((f) => f.name)).toEqual(['factur-x.xml']);
  const [file] = files;
  expect(file!.subtype).toBe('/text#2Fxml');
  expect(file!.relationship).toMatch(/^\/(Alternative|Data|Source)$/);
  expect(file!.listedInAF).toBe(true);
  return file!.data.toString('utf8');
}

describe('e-invoices of the demo company validate against the EN 16931 and XRechnung rules', () => {
  let invoice: InvoiceRow;
  let creditNote: InvoiceRow;

  beforeAll(async () => {
    const db = await getDb();
    await seedDemoIfEmpty();
    const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
    // the demo order on account whose purchase-order number has the form of a Leitweg-ID
    const [row] = await db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.customerId, demo!.id), eq(invoices.kind, 'invoice'), eq(orders.poNumber, '04011000-12345-67')));
    invoice = row!.invoice;
    creditNote = await issueCreditNote(invoice.id, { reason: 'Rücksendung' }, 'staff:test');
  }, 240_000);

  it('XRechnung UBL invoice: business buyer with VAT ID and Leitweg-ID as buyer reference; every rule holds', async () => {
    const xml = await xrechnungXml(invoice);
    const report = validateEInvoice(xml);
    expect(report).toMatchObject({ syntax: 'ubl', xrechnung: true, violations: [] });
    expect(report.checked).toBe(ruleCount('ubl', true));
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
    expect(values(xml, 'BuyerReference')).toEqual(['04011000-12345-67']);
    expect(values(xml, 'CompanyID')).toEqual(expect.arrayContaining(['DE341587726', 'DE123456789']));
    expect(values(xml, 'RegistrationName')).toContain('Demo GmbH');
    expect(cents(values(xml, 'PayableAmount')[0]!)).toBe(invoice.totalCents);
  });

  it('XRechnung UBL credit note: a CreditNote referring to the invoice; every rule holds', async () => {
    const xml = await xrechnungXml(creditNote);
    const report = validateEInvoice(xml);
    expect(report).toMatchObject({ syntax: 'ubl', xrechnung: true, violations: [] });
    expect(xml).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(values(xml, 'CreditNoteTypeCode')).toEqual(['381']);
    expect(xml).toMatch(new RegExp(`<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice.number}</cbc:ID>`));
    expect(cents(values(xml, 'PayableAmount')[0]!)).toBe(invoice.totalCents);
  });

  it('ZUGFeRD / Factur-X: the PDF/A-3 carries factur-x.xml (CII) as an associated file; the extracted XML obeys every EN 16931 rule', async () => {
    for (const doc of [invoice, creditNote]) {
      const pdf = await zugferdPdf(doc);
      const xml = await facturX(pdf);
      const report = validateEInvoice(xml);
      expect(report).toMatchObject({ syntax: 'cii', violations: [] });
      expect(report.checked).toBe(ruleCount('cii', false));
      expect(values(xml, 'ID')).toContain(doc.number);
      expect(values(xml, 'TypeCode')).toContain(doc.kind === 'credit_note' ? '381' : '380');
      expect(cents(values(xml, 'DuePayableAmount')[0]!)).toBe(Math.abs(doc.totalCents));
      const xmp = await pdfXmp(pdf);
      expect(xmp).toMatch(/pdfaid:part>3</);
      expect(xmp).toMatch(/DocumentFileName>factur-x\.xml</);
      expect(xmp).toMatch(/ConformanceLevel>EN 16931</);
    }
  }, 120_000);

  it('other buyers and amounts obey the same rules: a consumer, English, several lines, a total only a rounding amount reaches', async () => {
    const cases = [
      await insertOrder({ customerType: 'private', paymentMethod: 'prepayment', status: 'paid' }),
      await insertOrder({ locale: 'en', lines: [{ quantity: 3, unitPriceCents: 12990 }, { quantity: 1, unitPriceCents: 4999 }, { quantity: 2, unitPriceCents: 1 }] }),
      // 994.11 € + 5.90 € shipping = 1000.01 €: no net amount × 1.19 rounds to it
      await insertOrder({ lines: [{ quantity: 1, unitPriceCents: 99411 }], poNumber: 'PO-4711' }),
    ];
    for (const o of cases) {
      const inv = await issueInvoice(o.id, 'system');
      const ubl = await xrechnungXml(inv);
      expect(validateEInvoice(ubl).violations, inv.number).toEqual([]);
      expect(validateEInvoice(await facturX(await zugferdPdf(inv))).violations, inv.number).toEqual([]);
      expect(cents(values(ubl, 'PayableAmount')[0]!)).toBe(o.totalCents);
      if (o === cases[2]) expect(values(ubl, 'PayableRoundingAmount').map(cents).map(Math.abs)).toEqual([1]);
    }
  }, 120_000);

  it('the validator bites: each broken variant of the real XML fails with the rule it breaks', async () => {
    const ubl = await xrechnungXml(invoice);
    const cii = await facturX(await zugferdPdf(invoice));
    const payable = values(ubl, 'PayableAmount')[0]!;
    const firstLineNet = /<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">([^<]+)</.exec(ubl)![1]!;
    const broken: [string, string, string][] = [
      ['no buyer reference', ubl.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''), 'BR-DE-15'],
      ['amount due off by a cent', ubl.replace(`<cbc:PayableAmount currencyID="EUR">${payable}<`, `<cbc:PayableAmount currencyID="EUR">${(Number(payable) + 0.01).toFixed(2)}<`), 'BR-CO-16'],
      ['a line net that does not add up', ubl.replace(`<cbc:LineExtensionAmount currencyID="EUR">${firstLineNet}</cbc:LineExtensionAmount>\n\t\t<cac:Item>`, `<cbc:LineExtensionAmount currencyID="EUR">${(Number(firstLineNet) + 1).toFixed(2)}</cbc:LineExtensionAmount>\n\t\t<cac:Item>`), 'BR-CO-10'],
      ['a price that does not give the line net', ubl.replace(/<cbc:PriceAmount currencyID="EUR">([^<]+)</, (_, v: string) => `<cbc:PriceAmount currencyID="EUR">${(Number(v) + 0.01).toFixed(2)}<`), 'PEPPOL-EN16931-R120'],
      ['a VAT ID without country prefix', ubl.replace('<cbc:CompanyID>DE123456789<', '<cbc:CompanyID>123456789<'), 'BR-CO-09'],
      ['no seller phone', ubl.replace(/<cbc:Telephone>[^<]*<\/cbc:Telephone>/, ''), 'BR-DE-6'],
      ['an amount with three decimals', ubl.replace(`<cbc:PayableAmount currencyID="EUR">${payable}<`, `<cbc:PayableAmount currencyID="EUR">${payable}0<`), 'UBL-DT-01'],
      ['not well-formed', ubl.replace('</cac:InvoiceLine>', ''), 'XML'],
      ['CII: grand total off by a cent', cii.replace(/<ram:GrandTotalAmount>([^<]+)</, (_, v: string) => `<ram:GrandTotalAmount>${(Number(v) + 0.01).toFixed(2)}<`), 'BR-CO-15'],
      ['CII: no buyer name', cii.replace(/(<ram:BuyerTradeParty>[\s\S]*?)<ram:Name>[^<]*<\/ram:Name>/, '$1'), 'BR-07'],
      ['CII: VAT of the breakdown not taxable × rate', cii.replace(/(<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>)([^<]+)</, (_, head: string, v: string) => `${head}${(Number(v) + 0.01).toFixed(2)}<`), 'BR-CO-17'],
    ];
    for (const [what, xml, rule] of broken) {
      expect(xml, what).not.toBe(what.startsWith('CII') ? cii : ubl);
      expect(validateEInvoice(xml).violations.map((v) => v.id), what).toContain(rule);
    }
    // an empty document of each syntax breaks every mandatory business term
    const empty = validateEInvoice('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>').violations.map((v) => v.id);
    const emptyCii = validateEInvoice('<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>').violations.map((v) => v.id);
    const mandatory = ['BR-01', 'BR-02', 'BR-03', 'BR-04', 'BR-05', 'BR-06', 'BR-07', 'BR-08', 'BR-09', 'BR-10', 'BR-11', 'BR-12', 'BR-13', 'BR-14', 'BR-15', 'BR-16', 'BR-CO-18'];
    expect(empty).toEqual(expect.arrayContaining(mandatory));
    expect(emptyCii).toEqual(expect.arrayContaining(mandatory));
    expect(validateEInvoice('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>').violations.map((v) => v.id)).toEqual(['ROOT']);
  }, 60_000);
});
