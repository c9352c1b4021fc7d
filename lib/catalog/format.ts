import type { Locale } from '../site-config';
import { formatPrice } from './money';
import { localeTag, numberFormat } from '../intl';

/** Screen diagonal from tenths of an inch: de `15,6″`, en `15.6″`; whole inches without decimals. */
export function formatScreen(tenths: number, locale: Locale): string {
  const inches = tenths / 10;
  const text = Number.isInteger(inches) ? String(inches) : inches.toFixed(1);
  return `${locale === 'de' ? text.replace('.', ',') : text}″`;
}

/** Storage in GB as shoppers read it: 512 GB, 1 TB, 2 TB. */
export function formatStorage(gb: number, locale: Locale): string {
  if (gb >= 1000 && gb % 1000 === 0) return `${gb / 1000} TB`;
  if (gb >= 1024 && gb % 1024 === 0) return `${gb / 1024} TB`;
  return `${numberFormat(localeTag(locale)).format(gb)} GB`;
}

export function formatRam(gb: number): string {
  return `${gb} GB`;
}

/** Values of a facet as labels; euros for price buckets ('0-199' → 'bis 199 €'). */
export function priceRangeParts(value: string): { min: number; max?: number } {
  const [a, b] = value.split('-');
  return { min: Number(a || 0), max: b ? Number(b) : undefined };
}

/** Whole euros without cents for facet labels: de `1.000 €`, en `€1,000`. */
export function formatEuros(euros: number, locale: Locale): string {
  return formatPrice(euros * 100, locale).replace(/[.,]00(?=\D*$)/, '');
}
