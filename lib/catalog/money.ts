import { siteConfig, type Locale } from '../site-config';
import { localeTag, numberFormat } from '../intl';

function formatter(locale: Locale): Intl.NumberFormat {
  return numberFormat(localeTag(locale), { style: 'currency', currency: siteConfig.currency });
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

/**
 * The net amount of a gross price in integer cents: gross ÷ (1 + rate), rounded half up to the
 * cent. Computed on whole basis points so 0.19 never goes through binary floating point.
 */
export function netFromGross(grossCents: number, vatRate: number = siteConfig.vatRate): number {
  const basisPoints = Math.round(vatRate * 10_000);
  const sign = grossCents < 0 ? -1 : 1;
  const abs = Math.abs(grossCents);
  // integer half-up: floor((2·gross·10000 + divisor) / (2·divisor))
  const divisor = 10_000 + basisPoints;
  return sign * Math.floor((2 * abs * 10_000 + divisor) / (2 * divisor));
}

/** The cents a shopper sees: net for a business customer who chose net prices, gross otherwise. */
export function displayCents(grossCents: number, net: boolean): number {
  return net ? netFromGross(grossCents) : grossCents;
}
