import { vatFromGross } from '../checkout/totals';

/** What one line of an order contributes to an invoice (gross, as charged). */
export type GrossLine = { quantity: number; lineGrossCents: number };

/** Half-up rounding of a non-negative rational a / b to an integer. */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** VAT on a net amount as EN 16931 computes it: net × rate, rounded half up to the cent. */
export function vatOnNet(netCents: number, ratePercent: number): number {
  return roundDiv(netCents * ratePercent, 100);
}

export type InvoiceAmounts = {
  /** taxable amount (BT-116 / BT-109) */
  netCents: number;
  /** VAT = net × rate, rounded (BT-117 / BT-110) */
  vatCents: number;
  /** what the customer pays: the gross the order charged (BT-115) */
  totalCents: number;
  /** total − (net + VAT): 0, or ±1 cent where no net amount reproduces the gross exactly (BT-114) */
  roundingCents: number;
  /** nets of the lines in order, adding up to netCents */
  lineNets: number[];
};

/**
 * Turns gross amounts into an invoice's net and VAT so that VAT = net × rate holds to the cent
 * (EN 16931 BR-CO-17) and net + VAT + rounding = the gross the customer was charged. The net is
 * the one of gross / (1 + rate) and its neighbours that leaves the smallest rounding, preferring
 * the one whose VAT equals the order's; it is then shared out over the lines in proportion to
 * their gross amounts with the largest-remainder method.
 */
export function splitGross(lines: readonly GrossLine[], ratePercent: number): InvoiceAmounts {
  const totalCents = lines.reduce((s, l) => s + l.lineGrossCents, 0);
  const sign = totalCents < 0 ? -1 : 1;
  const gross = Math.abs(totalCents);
  const orderVat = vatFromGross(gross, ratePercent / 100);
  const n0 = roundDiv(gross * 100, 100 + ratePercent);
  const best = [n0, n0 - 1, n0 + 1]
    .filter((n) => n >= 0)
    .map((n) => ({ n, v: vatOnNet(n, ratePercent) }))
    .map((c) => ({ ...c, r: gross - c.n - c.v }))
    .sort((a, b) => Math.abs(a.r) - Math.abs(b.r) || Number(a.v !== orderVat) - Number(b.v !== orderVat))[0]!;
  const netCents = best.n;
  const lineNets = shareOut(
    lines.map((l) => Math.abs(l.lineGrossCents)),
    netCents,
  );
  return {
    netCents: sign * netCents,
    vatCents: sign * best.v,
    totalCents,
    roundingCents: sign * best.r,
    lineNets: lineNets.map((v) => sign * v),
  };
}

/** Shares a whole amount out over weights, largest remainder first; the parts add up exactly. */
export function shareOut(weights: readonly number[], amount: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w * amount) / sum);
  const parts = exact.map(Math.floor);
  let rest = amount - parts.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}
