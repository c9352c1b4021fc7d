import { compareGrades } from './constants';
import type { Grade, Variant } from './types';

/** The dimensions a shopper picks along, in display order. */
const OPTION_DIMENSIONS = ['grade', 'ramGb', 'storageGb', 'colour', 'keyboard'] as const;
export type OptionDimension = (typeof OPTION_DIMENSIONS)[number];
export type OptionValue = string | number;

function optionOf(v: Variant, dim: OptionDimension): OptionValue | null {
  return dim === 'grade' ? v.grade : v.options[dim];
}

function compareValues(dim: OptionDimension, a: OptionValue, b: OptionValue): number {
  if (dim === 'grade') return compareGrades(a as Grade, b as Grade);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Dimensions in which the product's offers differ, with their values sorted. */
export function optionDimensions(variants: readonly Variant[]): { dim: OptionDimension; values: OptionValue[] }[] {
  const out: { dim: OptionDimension; values: OptionValue[] }[] = [];
  for (const dim of OPTION_DIMENSIONS) {
    const set = new Set<OptionValue>();
    for (const v of variants) {
      const o = optionOf(v, dim);
      if (o !== null) set.add(o);
    }
    // grade is always shown, even with one value; other options only when there is a choice
    if (set.size > 1 || (dim === 'grade' && set.size === 1)) {
      out.push({ dim, values: Array.from(set).sort((a, b) => compareValues(dim, a, b)) });
    }
  }
  return out;
}

/** The offer a product page opens with: the requested one if it exists, else the cheapest in stock. */
export function defaultVariant(variants: readonly Variant[], requestedId?: number | null): Variant | null {
  if (requestedId) {
    const hit = variants.find((v) => v.id === requestedId);
    if (hit) return hit;
  }
  const sorted = [...variants].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.priceCents - b.priceCents);
  return sorted[0] ?? null;
}

function matchesOthers(v: Variant, current: Variant, except: OptionDimension): number {
  let n = 0;
  for (const dim of OPTION_DIMENSIONS) if (dim !== except && optionOf(v, dim) === optionOf(current, dim)) n++;
  return n;
}

/**
 * The offer to switch to when the shopper picks `value` for `dim`: it keeps as many of the other
 * current choices as possible, prefers offers in stock, then the lower price.
 */
export function pickVariant(variants: readonly Variant[], current: Variant, dim: OptionDimension, value: OptionValue): Variant | null {
  const candidates = variants.filter((v) => optionOf(v, dim) === value);
  candidates.sort(
    (a, b) =>
      Number(b.stock > 0) - Number(a.stock > 0) ||
      matchesOthers(b, current, dim) - matchesOthers(a, current, dim) ||
      a.priceCents - b.priceCents,
  );
  return candidates[0] ?? null;
}

export type OptionState = {
  value: OptionValue;
  selected: boolean;
  /** some offer in stock has this value (in any combination): the option can be chosen */
  available: boolean;
  /** an offer in stock has this value together with all other current choices */
  exact: boolean;
  /** where choosing it leads (null: no offer at all) */
  target: Variant | null;
  /** the other choices that change when this option is picked (empty for an exact match) */
  changes: { dim: OptionDimension; value: OptionValue }[];
};

/**
 * Every value of a dimension with its state relative to the current offer. A value that exists in
 * stock only in another combination stays selectable and says what else changes; only a value no
 * offer in stock has is unavailable.
 */
export function optionStates(variants: readonly Variant[], current: Variant, dim: OptionDimension, values: readonly OptionValue[]): OptionState[] {
  return values.map((value) => {
    const exact = variants.find(
      (v) => optionOf(v, dim) === value && v.stock > 0 && OPTION_DIMENSIONS.every((d) => d === dim || optionOf(v, d) === optionOf(current, d)),
    );
    const target = exact ?? pickVariant(variants, current, dim, value);
    const selected = optionOf(current, dim) === value;
    const changes =
      target && !selected
        ? OPTION_DIMENSIONS.filter((d) => d !== dim && optionOf(target, d) !== optionOf(current, d) && optionOf(target, d) !== null).map((d) => ({
            dim: d,
            value: optionOf(target, d)!,
          }))
        : [];
    return { value, selected, available: Boolean(target && target.stock > 0), exact: Boolean(exact), target, changes };
  });
}
