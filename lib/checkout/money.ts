import { siteConfig, type Locale } from '../site-config';

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents as a price: de `1.299,00 €`, en `€1,299.00`. */
export function formatMoney(cents: number, locale: Locale | string): string {
  const tag = locale === 'en' ? 'en-IE' : 'de-DE';
  let f = formatters.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { style: 'currency', currency: siteConfig.currency });
    formatters.set(tag, f);
  }
  return f.format(cents / 100);
}
