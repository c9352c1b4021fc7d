import { siteConfig } from '../site-config';

/** Money totals of a cart or an order; every amount in cents, gross unless named net/vat. */
export type Totals = {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** VAT contained in the gross total */
  vatCents: number;
  netCents: number;
};

/**
 * VAT contained in a gross amount: gross − gross / (1 + rate), rounded half up to the cent.
 * Computed once per order on the total, never summed from rounded line values.
 */
export function vatFromGross(grossCents: number, rate: number = siteConfig.vatRate): number {
  if (!Number.isInteger(grossCents) || grossCents < 0) throw new RangeError(`gross cents must be a non-negative integer, got ${grossCents}`);
  // integer arithmetic in basis points avoids 0.19 float noise: vat = gross * r / (1 + r)
  const bp = Math.round(rate * 10_000);
  const numerator = grossCents * bp;
  const denominator = 10_000 + bp;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Shipping for a cart: the standard rate when anything is in it, nothing for an empty cart. */
export function shippingFor(itemCount: number): number {
  return itemCount > 0 ? siteConfig.shippingCents : 0;
}

/** Totals for lines of gross unit prices; shipping is added to the subtotal and carries VAT too. */
export function computeTotals(lines: readonly { unitPriceCents: number; quantity: number }[]): Totals {
  let subtotalCents = 0;
  let items = 0;
  for (const l of lines) {
    subtotalCents += l.unitPriceCents * l.quantity;
    items += l.quantity;
  }
  const shippingCents = shippingFor(items);
  const totalCents = subtotalCents + shippingCents;
  const vatCents = vatFromGross(totalCents);
  return { subtotalCents, shippingCents, totalCents, vatCents, netCents: totalCents - vatCents };
}

/**
 * Totals like computeTotals, but with a shipping charge fixed elsewhere (a quote keeps the charge
 * it was made with); without one the standard rate applies.
 */
export function totalsWithShipping(lines: readonly { unitPriceCents: number; quantity: number }[], shippingCents?: number): Totals {
  const base = computeTotals(lines);
  if (shippingCents === undefined) return base;
  const totalCents = base.subtotalCents + shippingCents;
  const vatCents = vatFromGross(totalCents);
  return { subtotalCents: base.subtotalCents, shippingCents, totalCents, vatCents, netCents: totalCents - vatCents };
}
