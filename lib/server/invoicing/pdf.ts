import '@/lib/server/only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import de from '@/locales/de/invoice-doc.json';
import en from '@/locales/en/invoice-doc.json';
import { company } from '@/lib/company';
import { formatPrice } from '@/lib/catalog/money';
import type { DocumentParty, InvoiceLine } from '../db/schema';
import { interpolate } from '@/lib/i18n/interpolate';

type Texts = typeof de;
export const DOC_TEXTS: Record<'de' | 'en', Texts> = { de, en };

const FONT_DIR = path.join(process.cwd(), 'assets', 'fonts');
const REGULAR = path.join(FONT_DIR, 'LiberationSans-Regular.ttf');
const BOLD = path.join(FONT_DIR, 'LiberationSans-Bold.ttf');

/** A document as printed: an invoice, a credit note or a quote. */
export type PrintableDocument = {
  kind: 'invoice' | 'credit_note' | 'quote';
  number: string;
  locale: 'de' | 'en';
  seller: DocumentParty;
  buyer: DocumentParty;
  /** label/value pairs under the title (dates, order number, references) */
  meta: [string, string][];
  lines: InvoiceLine[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  vatRate: number;
  /** total − (net + VAT), shown as its own line when not zero */
  roundingCents: number;
  /** sentences below the totals (payment, validity, correction) */
  notes: string[];
};

function dateText(iso: string, locale: 'de' | 'en'): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return locale === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}
export { dateText as documentDate };

function partyLines(p: DocumentParty, countryName: (c: string) => string): string[] {
  return [p.company ?? '', p.company && p.company !== p.name ? p.name : p.company ? '' : p.name, p.address.street, `${p.address.postalCode} ${p.address.city}`, countryName(p.address.country)].filter(
    (l) => l.trim() !== '',
  );
}

/**
 * Renders a document as an A4 PDF (PDF/A-3b ready: the fonts are embedded) carrying every
 * field § 14 (4) UStG asks for: seller name, address and VAT ID, buyer (and the buyer's VAT ID
 * for a business), date and number, delivery date, quantity and description of each item,
 * net amount per rate, the VAT rate and amount, and the gross total.
 */
export async function renderDocumentPdf(docData: PrintableDocument): Promise<Buffer> {
  const t = DOC_TEXTS[docData.locale];
  const money = (c: number) => formatPrice(c, docData.locale);
  const country = (code: string) => (code === 'DE' ? company.countryName[docData.locale] : code);
  const title = docData.kind === 'invoice' ? t.doc_invoice : docData.kind === 'credit_note' ? t.doc_credit_note : t.doc_quote;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 90, left: 50, right: 50 },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    tagged: true,
    lang: docData.locale === 'de' ? 'de-DE' : 'en-GB',
    displayTitle: true,
    bufferPages: true,
    info: { Title: `${title} ${docData.number}`, Author: company.legalName, Subject: `${title} ${docData.number}`, Creator: company.brand, Producer: company.brand },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  // letterhead
  doc.font('bold').fontSize(18).fillColor('#1d5c3f').text(company.brand, left, 50);
  doc.font('regular').fontSize(8).fillColor('#444444').text(`${company.legalName} · ${company.street} · ${company.postalCode} ${company.city}`, left, 74);
  // buyer block and meta block
  doc.font('regular').fontSize(10).fillColor('#000000');
  doc.text(partyLines(docData.buyer, country).join('\n'), left, 110, { width: 250 });
  if (docData.buyer.vatId) doc.text(`${t.buyer_vat_id}: ${docData.buyer.vatId}`, { width: 250 });
  let metaY = 110;
  for (const [label, value] of [[t.number, docData.number] as [string, string], ...docData.meta]) {
    doc.font('regular').fontSize(9).text(label, 330, metaY, { width: 100 });
    doc.font('bold').fontSize(9).text(value, 430, metaY, { width: width + left - 430, align: 'right' });
    metaY += 14;
  }
  const seller = docData.seller;
  doc.font('regular').fontSize(8).fillColor('#444444').text(`${seller.name} · ${interpolate(t.footer_tax.split('·')[0]!, { vatId: seller.vatId })}`, 330, metaY + 4, { width: width + left - 330, align: 'right' });
  doc.fillColor('#000000');

  let y = Math.max(doc.y, metaY) + 30;
  doc.font('bold').fontSize(16).text(`${title} ${docData.number}`, left, y);
  y = doc.y + 12;

  // lines table
  const cols = { pos: left, item: left + 30, qty: left + 270, unit: left + 310, total: left + 395, vat: left + 470 };
  const header = () => {
    doc.font('bold').fontSize(8.5);
    doc.text(t.col_pos, cols.pos, y, { width: 28 });
    doc.text(t.col_item, cols.item, y, { width: 235 });
    doc.text(t.col_qty, cols.qty, y, { width: 35, align: 'right' });
    doc.text(t.col_unit_net, cols.unit, y, { width: 80, align: 'right' });
    doc.text(t.col_total_net, cols.total, y, { width: 72, align: 'right' });
    doc.text(t.col_vat, cols.vat, y, { width: width + left - cols.vat, align: 'right' });
    y = doc.y + 4;
    doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#999999').lineWidth(0.5).stroke();
    y += 6;
  };
  header();
  for (const l of docData.lines) {
    const detail = [l.description, l.kind === 'item' ? interpolate(t.sku, { sku: l.sku }) : ''].filter(Boolean).join('\n');
    doc.font('bold').fontSize(9);
    const h = doc.heightOfString(l.title, { width: 235 }) + (detail ? doc.font('regular').fontSize(8).heightOfString(detail, { width: 235 }) : 0) + 8;
    if (y + h > doc.page.height - 150) {
      doc.addPage();
      y = 50;
      header();
    }
    doc.font('regular').fontSize(9).text(String(l.position), cols.pos, y, { width: 28 });
    doc.font('bold').fontSize(9).text(l.title, cols.item, y, { width: 235 });
    if (detail) doc.font('regular').fontSize(8).fillColor('#444444').text(detail, cols.item, doc.y, { width: 235 }).fillColor('#000000');
    const rowEnd = doc.y;
    doc.font('regular').fontSize(9);
    doc.text(String(l.quantity), cols.qty, y, { width: 35, align: 'right' });
    doc.text(money(l.unitNetCents), cols.unit, y, { width: 80, align: 'right' });
    doc.text(money(l.lineNetCents), cols.total, y, { width: 72, align: 'right' });
    doc.text(`${l.vatRate} %`, cols.vat, y, { width: width + left - cols.vat, align: 'right' });
    y = rowEnd + 8;
  }
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#999999').lineWidth(0.5).stroke();
  y += 10;
  if (y > doc.page.height - 220) {
    doc.addPage();
    y = 50;
  }
  // totals
  const totals: [string, string, boolean][] = [
    [interpolate(t.net_total, { rate: docData.vatRate }), money(docData.netCents), false],
    [interpolate(t.vat_total, { rate: docData.vatRate }), money(docData.vatCents), false],
    ...(docData.roundingCents !== 0
      ? ([
          [t.sum_total, money(docData.netCents + docData.vatCents), false],
          [t.rounding, money(docData.roundingCents), false],
        ] as [string, string, boolean][])
      : []),
    [docData.kind === 'credit_note' ? t.credit_total : docData.roundingCents !== 0 ? t.amount_due : t.gross_total, money(docData.totalCents), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9.5);
    doc.text(label, left + 250, y, { width: 150 });
    doc.text(value, left + 400, y, { width: width - 400, align: 'right' });
    y = doc.y + 5;
  }
  y += 14;
  doc.font('regular').fontSize(9.5);
  for (const note of docData.notes) {
    doc.text(note, left, y, { width });
    y = doc.y + 6;
  }

  // footer on every page: seller identity, tax numbers, register, bank
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin: lift the margin while writing it, or pdfkit breaks the page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const fy = doc.page.height - 75;
    doc.font('regular').fontSize(7.5).fillColor('#444444');
    const footer = [
      `${company.legalName} · ${company.street} · ${company.postalCode} ${company.city} · ${company.email.service} · ${company.phone.display}`,
      interpolate(t.footer_tax, { vatId: company.vatId, taxNumber: company.taxNumber }) + ' · ' + interpolate(t.footer_register, { court: company.register.court, number: company.register.number, directors: company.managingDirectors.join(', ') }),
      interpolate(t.footer_bank, { bank: company.bank.bank, iban: company.bank.iban, bic: company.bank.bic }) + ' · ' + interpolate(t.page, { page: i + 1, pages: range.count }),
    ];
    doc.text(footer.join('\n'), left, fy, { width, align: 'center', lineBreak: true, height: 60 });
    doc.fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
