import * as z from 'zod/mini';
import { hasLineControl, str } from './fields';

/** VAT identification number patterns (after the two-letter prefix) of the EU member states. */
const PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Upper case without spaces, dots or dashes: 'de 123.456.789' → 'DE123456789'. */
export function normalizeVatId(input: string): string {
  return input.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** Whether a VAT ID has the format of its member state (format only; no online VIES check). */
export function isValidVatId(input: string): boolean {
  const id = normalizeVatId(input);
  const prefix = id.slice(0, 2);
  const pattern = PATTERNS[prefix === 'GR' ? 'EL' : prefix];
  return pattern !== undefined && pattern.test(id.slice(2));
}

/**
 * An optional VAT ID field: missing, null or blank is undefined; anything else is normalised
 * ('de 123 456 789' → 'DE123456789') and must have its member state's format.
 */
export const vatId = z.pipe(
  z.optional(z.nullable(str())),
  z.transform((v) => {
    const t = v?.trim();
    return t ? t : undefined;
  }),
).check(
  z.refine((v) => v === undefined || !hasLineControl(v), { message: 'control_characters', abort: true }),
  z.refine((v) => v === undefined || (v.length <= 30 && isValidVatId(v)), { message: 'vat_id_invalid', abort: true }),
  z.overwrite((v) => (v === undefined ? v : normalizeVatId(v))),
);
