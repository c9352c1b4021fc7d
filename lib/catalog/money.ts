import { siteConfig, type Locale } from '../site-config';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: siteConfig.currency });
    formatters.set(locale, f);
  }
  return f;
}

/** Formats integer cents as euros: de `1.299,00 €`, en `€1,299.00`. */
export function formatPrice(cents: number, locale: Locale): string {
  return formatter(locale).format(cents / 100);
}

/** Euros as the number schema.org and feeds expect ("1299.00"). */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Whole percent saved against a reference price, or null when there is nothing to show. */
export function savingsPercent(priceCents: number, compareAtCents: number | null | undefined): number | null {
  if (!compareAtCents || compareAtCents <= priceCents) return null;
  return Math.round((1 - priceCents / compareAtCents) * 100);
}
