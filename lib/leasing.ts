import table from '@/config/leasing.json';

/** Contract terms in months the calculator offers. */
export const LEASING_TERMS = [12, 24, 36] as const;
export type LeasingTerm = (typeof LEASING_TERMS)[number];

type Band = { fromCents: number; factors: Record<`${LeasingTerm}`, number> };

/** The rate table of config/leasing.json. */
export const leasingTable = table as { minValueCents: number; maxValueCents: number; terms: number[]; bands: Band[] };

export type LeasingEstimate =
  | {
      ok: true;
      /** net monthly rate, cents, excl. VAT */
      monthlyCents: number;
      /** sum of all rates over the term, cents, excl. VAT */
      totalCents: number;
      /** percent of the net device value per month */
      factorPercent: number;
      months: LeasingTerm;
    }
  | { ok: false; reason: 'below_min' | 'above_max' | 'invalid' };

/**
 * Estimated monthly leasing rate for a net device value: value × the factor of the value's band and
 * the term, rounded half up to the cent. Outside the table's range there is no estimate (too
 * small to lease, or an individual offer).
 */
export function estimateLeasing(valueCents: number, months: LeasingTerm, t = leasingTable): LeasingEstimate {
  if (!Number.isFinite(valueCents) || valueCents <= 0 || !LEASING_TERMS.includes(months)) return { ok: false, reason: 'invalid' };
  const cents = Math.round(valueCents);
  if (cents < t.minValueCents) return { ok: false, reason: 'below_min' };
  if (cents > t.maxValueCents) return { ok: false, reason: 'above_max' };
  const band = [...t.bands].sort((a, b) => b.fromCents - a.fromCents).find((b) => cents >= b.fromCents);
  if (!band) return { ok: false, reason: 'below_min' };
  const factorPercent = band.factors[`${months}`];
  // factor in hundredths of a percent keeps the arithmetic in integers: cents × bp / 10,000
  const bp = Math.round(factorPercent * 100);
  const monthlyCents = Math.floor((cents * bp * 2 + 10_000) / 20_000);
  return { ok: true, monthlyCents, totalCents: monthlyCents * months, factorPercent, months };
}

/**
 * Euros typed by a person in either language (`1.234,50`, `1,234.50`, `1234.5`, `1 234 €`) → cents,
 * or null when it is not an amount. A separator followed by three digits groups thousands, one
 * followed by one or two digits at the end starts the cents.
 */
export function parseEuroInput(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const decimal = /([.,])(\d{1,2})$/.exec(s);
  const whole = decimal ? s.slice(0, decimal.index) : s;
  const groups = whole.match(/[.,]/g) ?? [];
  if (groups.length) {
    // thousands separators: one kind, not the decimal one, each followed by three digits
    if (new Set(groups).size > 1 || groups[0] === decimal?.[1] || !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  } else if (!/^\d+$/.test(whole)) return null;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = decimal ? Number(decimal[2]!.padEnd(2, '0')) : 0;
  return euros * 100 + cents;
}
