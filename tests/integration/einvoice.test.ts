import { describe, expect, it } from 'vitest';
import { issueCreditNote, issueInvoice } from '@/lib/server/invoicing/issue';
import { xrechnungXml, zugferdPdf } from '@/lib/server/invoicing/einvoice';
import { invoicePdf } from '@/lib/server/invoicing/documents';
import { insertOrder } from '../support/order-fixtures';

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
