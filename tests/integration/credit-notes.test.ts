import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as invoiceList from '@/pages/api/v1/account/invoices/index';
import * as invoiceOne from '@/pages/api/v1/account/invoices/[invoiceId]/index';
import * as invoicePdfRoute from '@/pages/api/v1/account/invoices/[invoiceId]/pdf';
import * as xrechnungRoute from '@/pages/api/v1/account/invoices/[invoiceId]/xrechnung';
import * as zugferdRoute from '@/pages/api/v1/account/invoices/[invoiceId]/zugferd';
import { customerForToken } from '@/lib/server/account/tokens';
import { getDb } from '@/lib/server/db';
import { orderEvents } from '@/lib/server/db/schema';
import {
  creditableRemainder,
  invoicePdf,
  issueCreditNote,
  issueCreditNoteForLinesInTx,
  issueInvoice,
  issueInvoiceInTx,
  xrechnungXml,
  zugferdPdf,
  type CreditNoteRequest,
  type InvoiceRow,
} from '@/lib/server/invoicing';
import { callApi, type RouteModule } from '../support/api';
import { ruleCount, validateEInvoice } from '../support/en16931';
import { insertOrder, type FixtureLine } from '../support/order-fixtures';
import { pdfAttachments, pdfXmp } from '../support/pdf-attachments';
import { pdfText } from '../support/pdf-text';
import { bearer, registered } from './account-helpers';

async function credit(invoiceId: string, req: Partial<CreditNoteRequest>, now?: Date): Promise<InvoiceRow> {
  const db = await getDb();
  return db.transaction((tx) => issueCreditNoteForLinesInTx(tx, invoiceId, { lines: [], includeShipping: false, reason: 'Widerruf', ...req }, 'staff:test', now));
}

async function invoiceOn(orderId: string, now: Date): Promise<InvoiceRow> {
  const db = await getDb();
  return db.transaction((tx) => issueInvoiceInTx(tx, orderId, 'system', now));
}

/** Every value of an element (by local name) in an XML text. */
function values(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`, 'g'))].map((m) => m[1]!);
}

/** One element with its content, e.g. the seller party. */
const element = (xml: string, name: string) => new RegExp(`<${name}>[\\s\\S]*?</${name}>`).exec(xml)?.[0];

/** The embedded factur-x.xml, still a PDF/A-3 associated file after the preceding invoice was added to it. */
async function facturX(pdf: Buffer): Promise<string> {
  const files = await pdfAttachments(pdf);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatchObject({ name: 'factur-x.xml', subtype: '/text#2Fxml', listedInAF: true });
  expect(files[0]!.relationship).toMatch(/^\/(Alternative|Data|Source)$/);
  expect(await pdfXmp(pdf)).toMatch(/pdfaid:part>3</);
  return files[0]!.data.toString('utf8');
}

async function remainder(invoiceId: string) {
  return creditableRemainder(await getDb(), invoiceId);
}

/** net + VAT + rounding of a stored document, as the rounding amount BT-114 */
const rounding = (d: InvoiceRow) => d.totalCents - d.netCents - d.vatCents;

describe('partial credit notes', () => {
  it('credits 1 of 2 units at the invoice price, then the other unit with the delivery charge; then nothing remains', async () => {
    // 2 × 133.62 € + 5.90 € delivery = 273.14 €
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 13362 }] });
    const inv = await issueInvoice(o.id, 'system');
    expect([inv.totalCents, inv.netCents, inv.vatCents]).toEqual([27314, 22953, 4361]);

    const before = await remainder(inv.id);
    expect(before).toMatchObject({
      invoiceNumber: inv.number,
      lines: [{ position: 1, title: 'Test Laptop 1', quantityInvoiced: 2, quantityCredited: 0, quantityCreditable: 2, unitGrossCents: 13362, creditableGrossCents: 26724 }],
      shippingGrossCents: 590,
      shippingCreditable: true,
      creditableGrossCents: 27314,
      creditNotes: [],
    });

    const first = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }] });
    expect(first).toMatchObject({ kind: 'credit_note', series: 'KR', correctsInvoiceId: inv.id, correctsNumber: inv.number, reason: 'Widerruf', dueDate: null });
    expect(first.number).toMatch(/^KR-\d{4}-\d{5}$/);
    // one unit of 133.62 €: no net reproduces it (112.28 € → 133.61 €, 112.29 € → 133.63 €), so the
    // refund stays 133.62 € and the cent is the rounding amount
    expect([first.totalCents, first.netCents, first.vatCents, rounding(first)]).toEqual([-13362, -11228, -2133, -1]);
    expect(first.lines).toEqual([
      expect.objectContaining({ position: 1, kind: 'item', title: 'Test Laptop 1', sku: 'SKU-T-1', quantity: -1, unitGrossCents: 13362, unitNetCents: 11228, lineNetCents: -11228, lineGrossCents: -13362, vatRate: 19 }),
    ]);
    expect(first.buyer).toEqual(inv.buyer);
    expect(first.seller).toEqual(inv.seller);

    const middle = await remainder(inv.id);
    expect(middle.lines).toMatchObject([{ position: 1, quantityCredited: 1, quantityCreditable: 1, creditableGrossCents: 13362 }]);
    expect(middle).toMatchObject({ shippingCreditable: true, creditableGrossCents: 13952, creditNotes: [{ number: first.number, totalCents: -13362 }] });

    const second = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }], includeShipping: true, reason: 'Rücksendung' });
    expect([second.totalCents, second.netCents, second.vatCents, rounding(second)]).toEqual([-13952, -11724, -2228, 0]);
    expect(second.lines.map((l) => [l.position, l.kind, l.quantity, l.lineGrossCents, l.lineNetCents])).toEqual([
      [1, 'item', -1, -13362, -11228],
      [2, 'shipping', -1, -590, -496],
    ]);
    // the two credit notes pay back exactly what the invoice charged, and correct exactly its VAT
    expect(first.totalCents + second.totalCents).toBe(-27314);
    expect(first.vatCents + second.vatCents).toBe(-4361);

    const after = await remainder(inv.id);
    expect(after).toMatchObject({ lines: [{ quantityCredited: 2, quantityCreditable: 0, creditableGrossCents: 0 }], shippingCreditable: false, creditableGrossCents: 0 });
    expect(after.creditNotes.map((c) => c.number)).toEqual([first.number, second.number]);

    // a third correction of anything is refused, whichever way it is asked
    await expect(credit(inv.id, { lines: [{ position: 1, quantity: 1 }] })).rejects.toMatchObject({ status: 409, code: 'credit_exceeds_invoice' });
    await expect(credit(inv.id, { includeShipping: true })).rejects.toMatchObject({ status: 409, code: 'credit_exceeds_invoice' });
    await expect(issueCreditNote(inv.id, { reason: 'Storno' }, 'staff:test')).rejects.toMatchObject({ status: 409, code: 'already_credited' });
    expect((await remainder(inv.id)).creditNotes).toHaveLength(2);

    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.filter((e) => e.type === 'credited').map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { creditNoteNumber: first.number, invoiceNumber: inv.number, reason: 'Widerruf', totalCents: -13362 },
        { creditNoteNumber: second.number, invoiceNumber: inv.number, reason: 'Rücksendung', totalCents: -13952 },
      ]),
    );
  });

  it('refuses requests beyond the remainder or malformed with a 4xx and a code, and issues nothing then', async () => {
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 34900 }, { quantity: 1, unitPriceCents: 1990 }] });
    const inv = await issueInvoice(o.id, 'system');
    const refused: [Partial<CreditNoteRequest>, number, string][] = [
      [{ lines: [{ position: 1, quantity: 3 }] }, 409, 'credit_exceeds_invoice'],
      [{ lines: [] }, 422, 'credit_empty'],
      [{ lines: [{ position: 1, quantity: 0 }] }, 422, 'credit_empty'],
      [{ lines: [{ position: 9, quantity: 1 }] }, 422, 'unknown_line'],
      // position 3 is the delivery charge: it is credited with includeShipping
      [{ lines: [{ position: 3, quantity: 1 }] }, 422, 'unknown_line'],
      [{ lines: [{ position: 1, quantity: 1 }, { position: 1, quantity: 1 }] }, 422, 'duplicate_line'],
      [{ lines: [{ position: 1, quantity: 1.5 }] }, 422, 'invalid_quantity'],
      [{ lines: [{ position: 1, quantity: -1 }] }, 422, 'invalid_quantity'],
      [{ lines: [{ position: 1, quantity: 1 }], reason: '  ' }, 422, 'reason_required'],
    ];
    for (const [req, status, code] of refused) await expect(credit(inv.id, req), JSON.stringify(req)).rejects.toMatchObject({ status, code });
    expect((await remainder(inv.id)).creditableGrossCents).toBe(72380);

    // the delivery charge alone, once
    const shipping = await credit(inv.id, { includeShipping: true });
    expect([shipping.totalCents, shipping.netCents, shipping.vatCents]).toEqual([-590, -496, -94]);
    await expect(credit(inv.id, { includeShipping: true })).rejects.toMatchObject({ status: 409, code: 'credit_exceeds_invoice' });
    expect(await remainder(inv.id)).toMatchObject({ shippingCreditable: false, creditableGrossCents: 71790 });

    // a credit note is not corrected by another; unknown invoices are 404
    await expect(credit(shipping.id, { includeShipping: true })).rejects.toMatchObject({ status: 409, code: 'not_an_invoice' });
    await expect(credit('00000000-0000-4000-8000-000000000000', { includeShipping: true })).rejects.toMatchObject({ status: 404 });
  });

  it('a whole-invoice credit note after a partial one credits only the rest; awkward prices add up to the cent', async () => {
    // 2 × 0.99 € + 1 × 1,299.00 € + 5.90 € delivery = 1,306.88 €
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 99 }, { quantity: 1, unitPriceCents: 129900 }] });
    const inv = await issueInvoice(o.id, 'system');
    expect([inv.totalCents, inv.netCents, inv.vatCents]).toEqual([130688, 109822, 20866]);

    const one = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }] });
    expect([one.totalCents, one.netCents, one.vatCents]).toEqual([-99, -83, -16]);

    const rest = await issueCreditNote(inv.id, { reason: 'Storno' }, 'staff:test');
    expect(rest.reason).toBe('Storno');
    expect(rest.lines.map((l) => [l.position, l.kind, l.quantity, l.unitGrossCents, l.lineGrossCents, l.lineNetCents])).toEqual([
      [1, 'item', -1, 99, -99, -83],
      [2, 'item', -1, 129900, -129900, -109160],
      [3, 'shipping', -1, 590, -590, -496],
    ]);
    expect([rest.totalCents, rest.netCents, rest.vatCents, rounding(rest)]).toEqual([-130589, -109739, -20850, 0]);
    expect(one.totalCents + rest.totalCents).toBe(-130688);
    expect(one.netCents + rest.netCents).toBe(-109822);
    expect(one.vatCents + rest.vatCents).toBe(-20866);
    expect(await remainder(inv.id)).toMatchObject({ creditableGrossCents: 0, shippingCreditable: false });
  });

  it('a whole-invoice credit note with nothing credited before mirrors the invoice exactly', async () => {
    const o = await insertOrder({ lines: [{ quantity: 3, unitPriceCents: 12990 }, { quantity: 1, unitPriceCents: 4999 }] });
    const inv = await issueInvoice(o.id, 'system');
    const kr = await issueCreditNote(inv.id, { reason: 'Storno' }, 'staff:test');
    expect(kr.lines).toEqual(inv.lines.map((l) => ({ ...l, quantity: -l.quantity, lineNetCents: -l.lineNetCents, lineGrossCents: -l.lineGrossCents })));
    expect([kr.totalCents, kr.netCents, kr.vatCents]).toEqual([-inv.totalCents, -inv.netCents, -inv.vatCents]);
    // 3 × 129.90 + 49.99 + 5.90 = 445.59 €
    expect(kr.totalCents).toBe(-44559);
  });

  it('concurrent partial credit notes of the last unit: one is issued, the other refused', async () => {
    const o = await insertOrder({ lines: [{ quantity: 1, unitPriceCents: 50000 }] });
    const inv = await issueInvoice(o.id, 'system');
    const results = await Promise.allSettled([credit(inv.id, { lines: [{ position: 1, quantity: 1 }] }), credit(inv.id, { lines: [{ position: 1, quantity: 1 }] })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: 'credit_exceeds_invoice' });
  });

  it('property: random partial credit notes never credit more than the invoice, each obeys the EN 16931 sums, and a full correction pays back the total exactly', async () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 4 }), unitPriceCents: fc.integer({ min: 1, max: 300_000 }) });
    // each step: for each line a number of units to credit (capped at what remains), and whether the delivery charge goes too
    const step = fc.record({ units: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 4 }), shipping: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 4 }), fc.array(step, { minLength: 0, maxLength: 5 }), async (lines: FixtureLine[], steps) => {
        const o = await insertOrder({ lines });
        const inv = await issueInvoice(o.id, 'system');
        const invoiceTotal = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0) + 590;
        expect(inv.totalCents).toBe(invoiceTotal);
        const left = lines.map((l) => l.quantity);
        let shippingLeft = true;
        let credited = 0;
        const check = (kr: InvoiceRow, expectedGross: number) => {
          expect(kr.totalCents).toBe(-expectedGross);
          expect(kr.lines.reduce((s, l) => s + l.lineNetCents, 0)).toBe(kr.netCents);
          expect(kr.lines.reduce((s, l) => s + l.lineGrossCents, 0)).toBe(kr.totalCents);
          // BR-CO-17 on the positive amounts of the e-invoice: VAT = net × 19 %, rounded half up
          expect(Math.abs(kr.vatCents)).toBe(Math.floor((Math.abs(kr.netCents) * 19 + 50) / 100));
          expect(Math.abs(rounding(kr))).toBeLessThanOrEqual(1);
          credited += -kr.totalCents;
          expect(credited).toBeLessThanOrEqual(invoiceTotal);
        };
        for (const s of steps) {
          const req = lines.map((_, i) => ({ position: i + 1, quantity: Math.min(s.units[i]!, left[i]!) })).filter((r) => r.quantity > 0);
          const withShipping = s.shipping && shippingLeft;
          if (req.length === 0 && !withShipping) continue;
          const kr = await credit(inv.id, { lines: req, includeShipping: withShipping });
          check(kr, req.reduce((sum, r) => sum + r.quantity * lines[r.position - 1]!.unitPriceCents, 0) + (withShipping ? 590 : 0));
          for (const r of req) left[r.position - 1]! -= r.quantity;
          if (withShipping) shippingLeft = false;
          const rem = await remainder(inv.id);
          expect(rem.lines.map((l) => l.quantityCreditable)).toEqual(left);
          expect(rem.creditableGrossCents).toBe(invoiceTotal - credited);
        }
        // one unit more than remains is refused
        await expect(credit(inv.id, { lines: [{ position: 1, quantity: left[0]! + 1 }] })).rejects.toMatchObject({ status: 409 });
        const restGross = left.reduce((sum, q, i) => sum + q * lines[i]!.unitPriceCents, 0) + (shippingLeft ? 590 : 0);
        if (restGross > 0 || left.some((q) => q > 0) || shippingLeft) check(await issueCreditNote(inv.id, { reason: 'Rest' }, 'staff:test'), restGross);
        expect(credited).toBe(invoiceTotal);
        await expect(issueCreditNote(inv.id, { reason: 'again' }, 'staff:test')).rejects.toMatchObject({ status: 409, code: 'already_credited' });
      }),
      { numRuns: 100 },
    );
  }, 240_000);
});

describe('a partial credit note as e-invoice and PDF', () => {
  it('XRechnung: a UBL CreditNote with positive amounts, BT-25 and BT-26 of the invoice, the invoice\'s parties; every rule holds', async () => {
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 13362 }], poNumber: '04011000-12345-67' });
    const inv = await invoiceOn(o.id, new Date('2026-03-02T10:00:00Z'));
    const kr = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }] }, new Date('2026-03-20T09:00:00Z'));
    const xml = await xrechnungXml(kr);
    const report = validateEInvoice(xml);
    expect(report).toMatchObject({ syntax: 'ubl', xrechnung: true, violations: [] });
    expect(report.checked).toBe(ruleCount('ubl', true));
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(values(xml, 'CreditNoteTypeCode')).toEqual(['381']);
    expect(xml).toContain(`<cac:BillingReference>\n\t\t<cac:InvoiceDocumentReference>\n\t\t\t<cbc:ID>${inv.number}</cbc:ID>\n\t\t\t<cbc:IssueDate>2026-03-02</cbc:IssueDate>`);
    expect(values(xml, 'IssueDate')).toEqual(['2026-03-20', '2026-03-02']);
    expect(values(xml, 'CreditedQuantity')).toEqual(['1']);
    expect(values(xml, 'LineExtensionAmount')).toEqual(['112.28', '112.28']);
    expect(values(xml, 'PriceAmount')).toEqual(['112.28']);
    expect(values(xml, 'TaxableAmount')).toEqual(['112.28']);
    expect(values(xml, 'TaxAmount')).toEqual(['21.33', '21.33']);
    expect(values(xml, 'TaxInclusiveAmount')).toEqual(['133.61']);
    expect(values(xml, 'PayableRoundingAmount')).toEqual(['0.01']);
    expect(values(xml, 'PayableAmount')).toEqual(['133.62']);
    expect(xml).not.toMatch(/>-\d/);
    // the refund is not paid to our account
    expect(values(xml, 'PaymentMeansCode')).toEqual(['1']);
    expect(xml).not.toContain('PayeeFinancialAccount');
    const invoiceXml = await xrechnungXml(inv);
    for (const party of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) expect(element(xml, party), party).toBe(element(invoiceXml, party));
    expect(values(xml, 'BuyerReference')).toEqual(['04011000-12345-67']);
  });

  it('ZUGFeRD: the CII of a credit note of two lines and the delivery charge obeys every EN 16931 rule and refers to the invoice', async () => {
    const o = await insertOrder({ locale: 'en', customerType: 'private', paymentMethod: 'prepayment', status: 'paid', lines: [{ quantity: 2, unitPriceCents: 99 }, { quantity: 1, unitPriceCents: 129900 }] });
    const inv = await invoiceOn(o.id, new Date('2026-03-02T10:00:00Z'));
    const kr = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }, { position: 2, quantity: 1 }], includeShipping: true }, new Date('2026-03-20T09:00:00Z'));
    // 0.99 + 1,299.00 + 5.90 = 1,305.89 €
    expect(kr.totalCents).toBe(-130589);
    const cii = await facturX(await zugferdPdf(kr));
    const report = validateEInvoice(cii);
    expect(report).toMatchObject({ syntax: 'cii', violations: [] });
    expect(report.checked).toBe(ruleCount('cii', false));
    expect(values(cii, 'TypeCode')).toContain('381');
    expect(cii).toMatch(new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${inv.number}</ram:IssuerAssignedID>\\s*<ram:FormattedIssueDateTime>\\s*<qdt:DateTimeString format="102">20260302</qdt:DateTimeString>`));
    expect(values(cii, 'BilledQuantity')).toEqual(['1', '1', '1']);
    expect(values(cii, 'DuePayableAmount')).toEqual(['1305.89']);
    const ubl = await xrechnungXml(kr);
    expect(validateEInvoice(ubl).violations).toEqual([]);
    expect(values(ubl, 'PayableAmount')).toEqual(['1305.89']);

    // 2 of 3 units of 133.62 €: 267.24 € gross, 224.57 € net, which 2 does not divide: the price is given per 2 units
    const three = await insertOrder({ lines: [{ quantity: 3, unitPriceCents: 13362 }] });
    const two = await credit((await issueInvoice(three.id, 'system')).id, { lines: [{ position: 1, quantity: 2 }] });
    expect([two.totalCents, two.netCents, two.vatCents]).toEqual([-26724, -22457, -4267]);
    const twoUbl = await xrechnungXml(two);
    expect(validateEInvoice(twoUbl).violations).toEqual([]);
    expect([values(twoUbl, 'CreditedQuantity'), values(twoUbl, 'PriceAmount'), values(twoUbl, 'BaseQuantity')]).toEqual([['2'], ['224.57'], ['2']]);
    expect(validateEInvoice(await facturX(await zugferdPdf(two))).violations).toEqual([]);
  }, 60_000);

  it('the PDF is a "Rechnungskorrektur" naming the corrected invoice, the credited line and the refunded sum; in English a "Credit note"', async () => {
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 13362, title: 'ThinkPad T14 Gen 2' }] });
    const inv = await invoiceOn(o.id, new Date('2026-03-02T10:00:00Z'));
    const kr = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }], reason: 'Widerruf' }, new Date('2026-03-20T09:00:00Z'));
    const text = (await pdfText(await invoicePdf(kr))).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Rechnungskorrektur ${kr.number}`);
    expect(text).toContain(`Korrigierte Rechnung\n${inv.number}\nRechnungsdatum\n02.03.2026`);
    expect(text).toContain(`Diese Rechnungskorrektur korrigiert die Rechnung ${inv.number}.`);
    expect(text).toContain('Datum der Korrektur\n20.03.2026');
    expect(text).toContain('Grund: Widerruf');
    expect(text).toContain('ThinkPad T14 Gen 2');
    expect(text).toContain('Erstattungsbetrag\n-133,62 €');
    expect(text).toContain('Umsatzsteuer 19 %\n-21,33 €');
    expect(text).not.toContain('Gutschrift');
    expect(text).not.toContain('Zahlbar bis');

    const en = await insertOrder({ locale: 'en', lines: [{ quantity: 1, unitPriceCents: 99 }] });
    const enInv = await invoiceOn(en.id, new Date('2026-03-02T10:00:00Z'));
    const enKr = await credit(enInv.id, { includeShipping: true, reason: 'Withdrawal' }, new Date('2026-03-20T09:00:00Z'));
    const enText = (await pdfText(await invoicePdf(enKr))).replace(/\u00a0/g, ' ');
    expect(enText).toContain(`Credit note ${enKr.number}`);
    expect(enText).toContain(`Corrected invoice\n${enInv.number}\nInvoice date\n02/03/2026`);
    expect(enText).toContain('Amount refunded\n-€5.90');
  }, 60_000);
});

describe('credit notes in the account', () => {
  const get = (mod: RouteModule, token: string, params: Record<string, string> = {}) => callApi(mod, { url: '/x', params, headers: bearer(token) });

  it('the list names the invoice each credit note corrects; the invoice shows its credit notes; each credit note downloads as PDF, XRechnung and ZUGFeRD', async () => {
    const r = await registered({ customerType: 'business', company: 'Muster GmbH', vatId: 'DE123456789' });
    const me = (await customerForToken(r.token))!;
    const o = await insertOrder({ customerId: me.id, lines: [{ quantity: 2, unitPriceCents: 13362 }] });
    const inv = await invoiceOn(o.id, new Date('2026-03-02T10:00:00Z'));
    const first = await credit(inv.id, { lines: [{ position: 1, quantity: 1 }], reason: 'Widerruf' }, new Date('2026-03-20T09:00:00Z'));
    const second = await credit(inv.id, { includeShipping: true, reason: 'Versand' }, new Date('2026-03-21T09:00:00Z'));

    const list = (await get(invoiceList, r.token)).json as { items: { id: string; number: string; kind: string; totalCents: number; correctsInvoiceId: string | null; correctsNumber: string | null }[] };
    expect(list.items.map((i) => [i.number, i.kind, i.totalCents, i.correctsInvoiceId, i.correctsNumber])).toEqual([
      [second.number, 'credit_note', -590, inv.id, inv.number],
      [first.number, 'credit_note', -13362, inv.id, inv.number],
      [inv.number, 'invoice', 27314, null, null],
    ]);

    const detail = (await get(invoiceOne, r.token, { invoiceId: inv.id })).json as { correctedBy: unknown[] };
    expect(detail.correctedBy).toEqual([
      { id: first.id, number: first.number, issuedAt: '2026-03-20T09:00:00.000Z', netCents: -11228, totalCents: -13362, reason: 'Widerruf' },
      { id: second.id, number: second.number, issuedAt: '2026-03-21T09:00:00.000Z', netCents: -496, totalCents: -590, reason: 'Versand' },
    ]);
    const krDetail = (await get(invoiceOne, r.token, { invoiceId: first.id })).json as Record<string, unknown>;
    expect(krDetail).toMatchObject({ kind: 'credit_note', correctsInvoiceId: inv.id, correctsNumber: inv.number, correctsIssueDate: '2026-03-02', correctedBy: [] });

    const pdf = await get(invoicePdfRoute, r.token, { invoiceId: first.id });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const xml = await get(xrechnungRoute, r.token, { invoiceId: first.id });
    expect(xml.status).toBe(200);
    expect(xml.text).toContain('<CreditNote xmlns=');
    const zf = await get(zugferdRoute, r.token, { invoiceId: second.id });
    expect(zf.status).toBe(200);
    expect(zf.text.startsWith('%PDF-')).toBe(true);

    // someone else sees none of it
    const other = await registered({});
    expect((await get(invoiceOne, other.token, { invoiceId: first.id })).status).toBe(404);
    expect((await get(xrechnungRoute, other.token, { invoiceId: first.id })).status).toBe(404);
  }, 180_000);
});
