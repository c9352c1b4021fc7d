import '@/lib/server/only';
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import de from '@/locales/de/fleet.json';
import en from '@/locales/en/fleet.json';
import commonDe from '@/locales/de/common.json';
import commonEn from '@/locales/en/common.json';
import contentDe from '@/locales/de/content.json';
import contentEn from '@/locales/en/content.json';
import { company, companyAddressLine } from '@/lib/company';
import type { Co2Report } from '@/lib/fleet/types';
import { berlinDate } from '@/lib/fleet/serial';
import { interpolate } from '@/lib/i18n/interpolate';

type Locale = 'de' | 'en';
const TEXTS = { de, en } as const;
const COMMON = { de: commonDe, en: commonEn } as const;
const CONTENT = { de: contentDe, en: contentEn } as const;

/** A stable reference for a certificate: customer, day and figures hashed, e.g. CO2-2026-1A2B3C4D. */
function certificateNumber(customerId: string, report: Co2Report, now: Date): string {
  const day = berlinDate(now);
  const digest = createHash('sha256').update(`${customerId}|${day}|${report.totalKg}|${report.deviceCount}`).digest('hex').slice(0, 8).toUpperCase();
  return `CO2-${day.slice(0, 4)}-${digest}`;
}

/**
 * A one-page PDF certificate of the CO2e the customer's devices avoided, for ESG reports: the
 * total, the split by category, the method with each factor's source and year, and the issuer.
 */
export async function co2CertificatePdf(
  report: Co2Report,
  holder: { customerId: string; name: string; company: string | null },
  locale: Locale,
  now = new Date(),
): Promise<Buffer> {
  const t = TEXTS[locale];
  const common = COMMON[locale] as Record<string, string>;
  const content = CONTENT[locale] as Record<string, string>;
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const num = (n: number) => n.toLocaleString(tag);
  const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: t.cert_title, Author: company.legalName, Subject: holder.company ?? holder.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const green = '#1f6b4a';
  const ink = '#16211c';
  const muted = '#55635b';
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(green).font('Helvetica-Bold').fontSize(14).text(company.brand, left, 56);
  doc.fillColor(muted).font('Helvetica').fontSize(9).text(companyAddressLine(), { width });
  doc.moveDown(2.2);
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(22).text(t.cert_title, { width });
  doc.moveDown(0.6);
  doc.fillColor(muted).font('Helvetica').fontSize(10).text(t.cert_for);
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(15).text(holder.company ?? holder.name, { width });
  doc.moveDown(1);
  doc.fillColor(ink).font('Helvetica').fontSize(10.5).text(t.cert_intro, { width, lineGap: 2 });
  doc.moveDown(0.8);
  doc.fillColor(green).font('Helvetica-Bold').fontSize(30).text(interpolate(t.cert_total, { kg: num(report.totalKg) }), { width });
  const first = report.devices[0]?.purchasedAt;
  const last = report.devices[report.devices.length - 1]?.purchasedAt;
  if (first && last) {
    doc.fillColor(muted).font('Helvetica').fontSize(10).text(interpolate(t.cert_devices, { count: num(report.deviceCount), from: date(first), to: date(last) }), { width });
  }
  doc.moveDown(1.2);

  // by category
  const cols = [left, left + width * 0.55, left + width * 0.78];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(ink);
    doc.text(cells[0]!, cols[0], y, { width: width * 0.5 });
    doc.text(cells[1]!, cols[1], y, { width: width * 0.2, align: 'right' });
    doc.text(cells[2]!, cols[2], y, { width: width * 0.22, align: 'right' });
    doc.moveDown(0.35);
    doc.x = left;
  };
  row([t.cert_table_category, t.cert_table_devices, t.cert_table_kg], true);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#c9d3cd').lineWidth(0.8).stroke();
  doc.moveDown(0.3);
  for (const c of report.byCategory) row([common[`category_${c.category}`] ?? c.category, num(c.devices), num(c.kg)]);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#c9d3cd').stroke();
  doc.moveDown(0.3);
  row(['', num(report.deviceCount), num(report.totalKg)], true);
  doc.moveDown(1);

  doc.fillColor(ink).font('Helvetica-Bold').fontSize(11).text(t.cert_method, left, doc.y);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9).fillColor(ink).text(t.cert_method_text, { width, lineGap: 1.5 });
  doc.moveDown(0.4);
  for (const f of report.factors) {
    const source = content[`co2_src_${f.source}`] ?? f.source;
    doc.text(`${common[`category_${f.category}`] ?? f.category}: ${num(f.kg)} kg CO2e · ${source}${f.year && !source.includes(String(f.year)) ? ` (${f.year})` : ''}`, { width });
  }

  const number = certificateNumber(holder.customerId, report, now);
  doc.fillColor(muted).fontSize(8.5);
  doc.text(interpolate(t.cert_issued, { date: date(now.toISOString()), number }), left, doc.page.height - doc.page.margins.bottom - 40, { width });
  doc.text(`${t.cert_footer} ${company.legalName} · ${company.register.court} ${company.register.number} · USt-IdNr. ${company.vatId}`, { width });
  doc.end();
  return done;
}
