import '@/lib/server/only';
import { company } from '@/lib/company';
import { splitGross } from '@/lib/invoicing/amounts';
import { siteConfig } from '@/lib/site-config';
import type { InvoiceLine, quoteLines, quotes } from '../db/schema';
import { berlinDate, DOC_TEXTS, documentDate, renderDocumentPdf, sellerParty, type PrintableDocument } from '../invoicing';
import { interpolate } from '@/lib/i18n/interpolate';

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

const RATE_PERCENT = Math.round(siteConfig.vatRate * 100);

/**
 * The printable form of a quote, in the language it was made in: its items and the delivery
 * charge with nets shared out to the cent as on an invoice, dated, with the day its prices end.
 */
function quoteDocument(q: QuoteRow, lines: LineRow[]): PrintableDocument {
  const t = DOC_TEXTS[q.locale];
  const gross = [...lines.map((l) => ({ quantity: l.quantity, lineGrossCents: l.lineTotalCents })), ...(q.shippingCents > 0 ? [{ quantity: 1, lineGrossCents: q.shippingCents }] : [])];
  const split = splitGross(gross, RATE_PERCENT);
  const printed: InvoiceLine[] = lines.map((l, i) => ({
    position: i + 1,
    title: l.title,
    sku: l.sku,
    description: [l.options, `${q.locale === 'de' ? 'Zustand' : 'Grade'} ${l.grade}`].filter(Boolean).join(' · '),
    quantity: l.quantity,
    unitGrossCents: l.unitPriceCents,
    unitNetCents: Math.round(split.lineNets[i]! / l.quantity),
    lineNetCents: split.lineNets[i]!,
    lineGrossCents: l.lineTotalCents,
    vatRate: RATE_PERCENT,
    kind: 'item',
  }));
  if (q.shippingCents > 0) {
    const net = split.lineNets[lines.length]!;
    printed.push({
      position: lines.length + 1,
      title: q.locale === 'de' ? 'Versand' : 'Shipping',
      sku: 'VERSAND',
      description: '',
      quantity: 1,
      unitGrossCents: q.shippingCents,
      unitNetCents: net,
      lineNetCents: net,
      lineGrossCents: q.shippingCents,
      vatRate: RATE_PERCENT,
      kind: 'shipping',
    });
  }
  const validUntil = documentDate(berlinDate(q.validUntil), q.locale);
  return {
    kind: 'quote',
    number: q.number,
    locale: q.locale,
    seller: { ...sellerParty(), vatId: company.vatId },
    buyer: q.buyer,
    meta: [
      [t.quote_date, documentDate(berlinDate(q.createdAt), q.locale)],
      [t.quote_valid_until, validUntil],
    ],
    lines: printed,
    netCents: split.netCents,
    vatCents: split.vatCents,
    totalCents: split.totalCents,
    vatRate: RATE_PERCENT,
    roundingCents: split.roundingCents,
    notes: [interpolate(t.quote_note, { date: validUntil })],
  };
}

export function quotePdf(q: QuoteRow, lines: LineRow[]): Promise<Buffer> {
  return renderDocumentPdf(quoteDocument(q, lines));
}
