import type { Grade } from './constants';
import {
  ALTERNATIVE,
  CATEGORY_WORDS,
  COLOUR_WORDS,
  ENDINGS,
  FILLER,
  GRADE_LETTER,
  GRADE_PHRASES,
  NAMED_LINES,
  PHRASES,
  PURPOSE,
  STOP,
  TAG_WORDS,
  type CategoryPick,
} from './shopper-vocabulary';

/** Most words a search takes into account. */
const MAX_WORDS = 12;

/** A word the products' text must contain; `tag` is a product tag that counts as containing it. */
export type TermWord = { word: string; tag?: string };

/** What a shopper's query asks for, read from its words. */
export type ShopperQuery = {
  /** categories (optionally one family each) a product may be in; empty: any */
  picks: CategoryPick[];
  /** conditions one offer in stock must meet together */
  offer: {
    /** 'N GB' without saying which: the offer's RAM or storage is N */
    sizesGb: number[];
    ramGb: number[];
    storageGb: number[];
    grades: Grade[];
    /** each entry: substrings of which the offer's colour contains one */
    colours: string[][];
    /** inclusive bounds in cents */
    minPriceCents?: number;
    maxPriceCents?: number;
  };
  /** screen diagonal range in tenths of an inch, inclusive */
  screen: { min: number; max: number } | null;
  /** words every product found contains */
  terms: TermWord[];
  /** words that rank results without filtering them (a purpose: 'für Studenten') */
  soft: TermWord[];
  /** words read as saying nothing about the product (gebraucht, refurbished, für …) */
  ignored: string[];
  /** the query had letters or digits at all */
  hasWords: boolean;
};

/** Lower case with umlauts and ß spelt out, the form vocabulary keys use. */
function foldWord(word: string): string {
  return word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/** Looks a folded word up in a vocabulary, trying it as typed and without a German or plural ending. */
function lookup<T>(map: ReadonlyMap<string, T> | ReadonlySet<string>, folded: string): { key: string; value: T | true } | null {
  const get = (k: string): T | true | undefined => (map instanceof Map ? (map as ReadonlyMap<string, T>).get(k) : (map as ReadonlySet<string>).has(k) ? true : undefined);
  for (const ending of [...ENDINGS].sort((a, b) => b.length - a.length)) {
    if (ending && !folded.endsWith(ending)) continue;
    const stem = ending ? folded.slice(0, -ending.length) : folded;
    if (stem.length < 2) continue;
    const hit = get(stem);
    if (hit !== undefined) return { key: stem, value: hit };
  }
  return null;
}

const num = (s: string): number => Number(s.replace(',', '.'));
/** units after a number that make it something other than a price */
const NOT_PRICE = String.raw`(?!\s*[.,]?\d)(?!\s*(?:gb|tb|gib|tib|zoll|zöller|zoeller|inch|in\b|"|''|″|”|mp|hz|mah|wh|kg|g\b|%|w\b))`;
const PRICE_MAX = new RegExp(String.raw`(?:\b(?:unter|under|below|bis(?:\s+zu)?|up\s+to|max(?:imal)?|höchstens|hoechstens|less\s+than)\b\.?|<=?)\s*(?:€\s*)?(\d{1,5})${NOT_PRICE}(?:[.,]\d{1,2})?\s*(?:€|euros?\b|eur\b)?`, 'g');
const PRICE_MIN = new RegExp(String.raw`(?:\b(?:ab|über|ueber|over|above|from|mindestens|more\s+than)\b\.?|>=?)\s*(?:€\s*)?(\d{1,5})${NOT_PRICE}(?:[.,]\d{1,2})?\s*(?:€|euros?\b|eur\b)?`, 'g');
const PRICE_PLAIN = /(?:(\d{1,5})(?:[.,]\d{1,2})?\s*(?:€|euros?\b|eur\b)|€\s*(\d{1,5})\b)/g;
const RAM_WORD = 'ram|arbeitsspeicher|memory|hauptspeicher';
const STORAGE_WORD = 'speicher|speicherplatz|ssd|hdd|nvme|festplatte|storage|emmc|flash';
const UNIT = String.raw`(\d{1,4}(?:[.,]\d)?)\s*-?\s*(gb|tb|gib|tib|gig)\b`;
/** 'RAM 16 GB', 'SSD: 512GB' — unless the word belongs to a size before it ('8 GB RAM 256 GB SSD') */
const MEMORY_NAMED_FIRST = new RegExp(String.raw`(?<!(?:gb|tb|gib|tib|gig)\s*-?\s*)\b(${RAM_WORD}|${STORAGE_WORD})\s*:?\s*${UNIT}`, 'g');
/** '16 GB RAM', '512gb ssd', or a bare '16 GB' */
const MEMORY = new RegExp(String.raw`${UNIT}(?:\s*-?\s*(${RAM_WORD}|${STORAGE_WORD})\b)?`, 'g');
const SCREEN = /(\d{1,2}(?:[.,]\d{1,2})?)\s*-?\s*(?:zoll|zöller|zoeller|inch(?:es)?|in\b|"|''|″|”|“)/g;

/**
 * The screen sizes a shopper means: '14 Zoll' is the 14-inch class as makers sell it (13.7″ to
 * 14.9″; a 23.8″ panel is a 24″ monitor), '15,6 Zoll' that size exactly.
 */
export function screenRange(value: string): { min: number; max: number } {
  const n = num(value);
  if (Number.isInteger(n)) return { min: n * 10 - 3, max: n * 10 + 9 };
  const tenths = Math.round(n * 10);
  return { min: tenths, max: tenths };
}

/** Reads a product search as a shopper means it: category words, sizes, prices, grades, colours and free text. */
export function parseShopperQuery(q: string): ShopperQuery {
  const out: ShopperQuery = {
    picks: [],
    offer: { sizesGb: [], ramGb: [], storageGb: [], grades: [], colours: [] },
    screen: null,
    terms: [],
    soft: [],
    ignored: [],
    hasWords: /[\p{L}\p{N}]/u.test(q),
  };
  let s = ` ${q.toLowerCase().normalize('NFC').slice(0, 200)} `;
  for (const [re, replacement] of PHRASES) s = s.replace(re, replacement);

  s = s.replace(PRICE_MAX, (m, v: string) => {
    const cents = Number(v) * 100 - (/unter|under|below|less|<(?!=)/.test(m) ? 1 : 0);
    out.offer.maxPriceCents = Math.min(out.offer.maxPriceCents ?? Infinity, cents);
    return ' ';
  });
  s = s.replace(PRICE_MIN, (m, v: string) => {
    const cents = Number(v) * 100 + (/über|ueber|over|above|more|>(?!=)/.test(m) ? 1 : 0);
    out.offer.minPriceCents = Math.max(out.offer.minPriceCents ?? 0, cents);
    return ' ';
  });
  s = s.replace(PRICE_PLAIN, (_m, a: string | undefined, b: string | undefined) => {
    const cents = Number(a ?? b) * 100;
    out.offer.maxPriceCents = Math.min(out.offer.maxPriceCents ?? Infinity, cents);
    return ' ';
  });
  const size = (value: string, unit: string, kind: string | undefined) => {
    const gb = Math.round(num(value) * (unit.startsWith('t') ? 1000 : 1));
    if (!kind) out.offer.sizesGb.push(gb);
    else if (new RegExp(`^(?:${RAM_WORD})$`).test(kind)) out.offer.ramGb.push(gb);
    else out.offer.storageGb.push(gb);
    return ' ';
  };
  s = s.replace(MEMORY_NAMED_FIRST, (_m, kind: string, value: string, unit: string) => size(value, unit, kind));
  s = s.replace(MEMORY, (_m, value: string, unit: string, kind: string | undefined) => size(value, unit, kind));
  s = s.replace(SCREEN, (_m, value: string) => {
    out.screen = screenRange(value);
    return ' ';
  });
  for (const [re, grade] of GRADE_PHRASES) {
    s = s.replace(re, () => {
      if (!out.offer.grades.includes(grade)) out.offer.grades.push(grade);
      return ' ';
    });
  }
  s = s.replace(GRADE_LETTER, (_m, letter: string) => {
    const grade = letter.toUpperCase() as Grade;
    if (!out.offer.grades.includes(grade)) out.offer.grades.push(grade);
    return ' ';
  });

  type CategoryHit = CategoryPick & { weak: boolean; soft: boolean; word: string; named: boolean };
  const hits: CategoryHit[] = [];
  let purpose = false;
  let alternatives = false;
  const words = (s.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  for (const word of words) {
    const folded = foldWord(word);
    if (PURPOSE.has(folded)) purpose = true;
    if (ALTERNATIVE.has(folded)) alternatives = true;
    if (STOP.has(folded) || (word.length < 2 && !/\d/.test(word))) {
      out.ignored.push(word);
      continue;
    }
    if (lookup(FILLER, folded)) {
      out.ignored.push(word);
      continue;
    }
    const cat = lookup(CATEGORY_WORDS, folded);
    if (cat && cat.value !== true) {
      hits.push({ category: cat.value.category, ...(cat.value.family ? { family: cat.value.family } : {}), weak: Boolean(cat.value.weak), soft: purpose, word, named: NAMED_LINES.has(cat.key) });
      continue;
    }
    const colour = lookup(COLOUR_WORDS, folded);
    if (colour && colour.value !== true) {
      out.offer.colours.push(colour.value);
      continue;
    }
    const tag = lookup(TAG_WORDS, folded);
    const term: TermWord = tag && tag.value !== true ? { word, tag: tag.value } : { word };
    (purpose ? out.soft : out.terms).push(term);
  }

  // which category words decide: the firm ones before a purpose, else any; of several different
  // ones the last is the thing wanted ('PC Monitor', 'Laptop Dockingstation') unless joined by 'oder'
  const firm = hits.filter((h) => !h.soft && !h.weak);
  const candidates = firm.length ? firm : hits.filter((h) => !h.soft).length ? hits.filter((h) => !h.soft) : hits;
  const key = (h: CategoryPick) => `${h.category}/${h.family ?? ''}`;
  const distinct = new Set(candidates.map(key));
  const chosen = distinct.size > 1 && !alternatives ? [candidates[candidates.length - 1]!] : candidates;
  const chosenKeys = new Set(chosen.map(key));
  for (const h of chosen) {
    if (!out.picks.some((p) => key(p) === key(h))) out.picks.push({ category: h.category, ...(h.family ? { family: h.family } : {}) });
  }
  // a whole category and one of its families: the whole category covers both
  out.picks = out.picks.filter((p) => !p.family || !out.picks.some((o) => !o.family && o.category === p.category));
  for (const h of hits) {
    // a product line ('iPhone', 'MacBook') is also a search word; when it lost to another
    // category word or names a purpose, it only ranks ('iPad Tastatur')
    if (h.named) (chosenKeys.has(key(h)) && !h.soft ? out.terms : out.soft).push({ word: h.word });
  }

  // with nothing else to go by, a purpose is what the shopper looks for
  const hasHard =
    out.picks.length > 0 ||
    out.terms.length > 0 ||
    out.screen !== null ||
    Object.values(out.offer).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
  if (!hasHard && out.soft.length) {
    out.terms = out.soft;
    out.soft = [];
  }
  return out;
}

/** The query has no condition at all (only filler words): every product answers it. */
export function isOpenQuery(p: ShopperQuery): boolean {
  return (
    p.picks.length === 0 &&
    p.terms.length === 0 &&
    p.soft.length === 0 &&
    p.screen === null &&
    p.offer.sizesGb.length + p.offer.ramGb.length + p.offer.storageGb.length + p.offer.grades.length + p.offer.colours.length === 0 &&
    p.offer.minPriceCents === undefined &&
    p.offer.maxPriceCents === undefined
  );
}
