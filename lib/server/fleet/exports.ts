import '@/lib/server/only';
import de from '@/locales/de/fleet.json';
import en from '@/locales/en/fleet.json';
import commonDe from '@/locales/de/common.json';
import commonEn from '@/locales/en/common.json';
import type { Co2Report, DeviceView } from '@/lib/fleet/types';
import { berlinDate } from '@/lib/fleet/serial';
import { toLocale } from '@/lib/site-config';
import { toCsv } from '../csv';

type Locale = 'de' | 'en';
const TEXTS = { de, en } as const;
const COMMON = { de: commonDe, en: commonEn } as const;

/** CSV conventions per language: German spreadsheets expect semicolons and decimal commas. */
function csvDelimiter(locale: Locale): string {
  return locale === 'de' ? ';' : ',';
}

function categoryLabel(locale: Locale, category: string): string {
  return (COMMON[locale] as Record<string, string>)[`category_${category}`] ?? category;
}

function csv(locale: Locale, header: string[], rows: (string | number)[][]): string {
  // a byte-order mark, so spreadsheet programs read the umlauts as UTF-8; names and titles are neutralised against formulas
  return toCsv([header, ...rows], { delimiter: csvDelimiter(locale), record_delimiter: 'windows', bom: true });
}

/** The device list as CSV in the caller's language (one row per device). */
export function devicesCsv(list: DeviceView[], locale: Locale): string {
  const t = TEXTS[locale];
  const header = [t.csv_serial, t.csv_model, t.csv_category, t.csv_grade, t.csv_options, t.csv_sku, t.csv_order, t.csv_purchased, t.csv_warranty, t.csv_status, t.csv_employee, t.csv_co2];
  const rows = list.map((d) => [
    d.serialNumber,
    d.title,
    categoryLabel(locale, d.category),
    d.grade,
    d.options,
    d.sku,
    d.orderNumber,
    berlinDate(new Date(d.purchasedAt)),
    d.warrantyEndsOn,
    (t as Record<string, string>)[`status_${d.status}`] ?? d.status,
    d.employee?.name ?? '',
    d.co2Kg,
  ]);
  return csv(locale, header, rows);
}

/** The CO2 report per device as CSV: serial, model, category, purchase date, status, kg CO2e. */
export function co2Csv(report: Co2Report, locale: Locale): string {
  const t = TEXTS[locale];
  const header = [t.csv_serial, t.csv_model, t.csv_category, t.csv_purchased, t.csv_status, t.csv_co2];
  const rows = report.devices.map((d) => [
    d.serialNumber,
    d.title,
    categoryLabel(locale, d.category),
    berlinDate(new Date(d.purchasedAt)),
    (t as Record<string, string>)[`status_${d.status}`] ?? d.status,
    d.co2Kg,
  ]);
  return csv(locale, header, rows);
}

/** The language of an export: the one asked for (`?locale=`), else the customer's. */
export function exportLocale(requested: string | undefined, customerLocale: Locale): Locale {
  return requested ? toLocale(requested) : customerLocale;
}

/** `zweitwerk-geraete-2026-11-23.csv` */
export function exportFileName(kind: 'devices' | 'co2', locale: Locale, ext: 'csv' | 'pdf', now = new Date()): string {
  const names = { devices: { de: 'geraete', en: 'devices' }, co2: { de: 'co2-einsparung', en: 'co2-savings' } } as const;
  return `zweitwerk-${names[kind][locale]}-${berlinDate(now)}.${ext}`;
}
