import type { Category, Grade } from './constants';

/**
 * The words shoppers type into the product search, German and English together (people mix
 * them on either site). Keys are folded (lower case, ä→ae, ö→oe, ü→ue, ß→ss); inflected forms
 * come from the endings below, so 'Laptops', 'Monitoren' and 'gebrauchter' need no entry.
 */

/** German noun and adjective endings and the English plural tried on every vocabulary word. */
export const ENDINGS = ['', 's', 'e', 'n', 'en', 'er', 'es', 'em'] as const;

/** What a category word selects: a category, optionally one family within it. */
export type CategoryPick = { category: Category; family?: string };

type CategoryWord = CategoryPick & {
  /**
   * A weak word names a part as often as a product: 'Bildschirm' in 'Laptop 14 Zoll Bildschirm'
   * describes the laptop; it picks monitors only when no other category word is there.
   */
  weak?: boolean;
};

const category = (c: Category, words: string[], extra: Omit<CategoryWord, 'category'> = {}): [string, CategoryWord][] =>
  words.map((w) => [w, { category: c, ...extra }]);

export const CATEGORY_WORDS = new Map<string, CategoryWord>([
  ...category('laptops', ['laptop', 'notebook', 'klapprechner', 'ultrabook', 'macbook']),
  ...category('phones', ['handy', 'smartphone', 'mobiltelefon', 'telefon', 'phone', 'cellphone', 'iphone']),
  ...category('tablets', ['tablet', 'tablett', 'ipad']),
  ...category('monitors', ['monitor', 'flachbildschirm']),
  ...category('monitors', ['bildschirm', 'display', 'screen'], { weak: true }),
  ...category('pc-systems', ['pc', 'computer', 'rechner', 'desktop', 'workstation', 'arbeitsplatzrechner', 'imac']),
  ...category('pc-systems', ['allinone'], { family: 'all-in-one' }),
  ...category('accessories', ['zubehoer', 'accessory', 'accessories', 'peripherie']),
  ...category('accessories', ['tastatur', 'keyboard'], { family: 'keyboard' }),
  ...category('accessories', ['maus', 'maeuse', 'mouse', 'mice', 'computermaus'], { family: 'mouse' }),
  ...category('accessories', ['headset', 'kopfhoerer', 'headphone'], { family: 'headset' }),
  ...category('accessories', ['dock', 'dockingstation', 'docking', 'portreplikator'], { family: 'dock' }),
]);
/** Product lines named like a category: they select it and stay a search word ('iPhone' is not every phone). */
export const NAMED_LINES = new Set(['macbook', 'iphone', 'ipad', 'imac', 'ultrabook']);

/** Phrases read before the words (after folding); each becomes the category word or term given. */
export const PHRASES: [RegExp, string][] = [
  [/\btablet[\s-]?pcs?\b/g, ' tablet '],
  [/\bmini[\s-]?pcs?\b/g, ' pc mini '],
  [/\ball[\s-]?in[\s-]?ones?(?:[\s-]?pcs?)?\b/g, ' allinone '],
  [/\b2[\s-]?in[\s-]?1\b/g, ' convertible '],
  [/\b(?:cell|mobile)[\s-]?phones?\b/g, ' phone '],
  [/\bdocking[\s-]?stations?\b/g, ' dock '],
  [/\bport[\s-]?replikator(?:en)?\b/g, ' dock '],
  [/\bhome[\s-]?office\b/g, ' homeoffice '],
  [/\b(?:aus\s+)?zweite[rn]?\s+hand\b/g, ' '],
  [/\bsecond[\s-]?hand\b/g, ' '],
  [/\bpre[\s-]?owned\b/g, ' '],
  [/\bb[\s-]?ware\b/g, ' '],
];

/** Words that say how a shopper buys, not what: they never narrow the result. */
export const FILLER = new Set([
  'gebraucht', 'gebrauchtgeraet', 'refurbished', 'refurbed', 'refurb', 'generalueberholt', 'ueberholt', 'aufbereitet',
  'wiederaufbereitet', 'renewed', 'used', 'secondhand', 'guenstig', 'billig', 'preiswert', 'cheap', 'cheapest',
  'affordable', 'kaufen', 'kauf', 'buy', 'shop', 'online', 'angebot', 'deal', 'gut', 'good', 'top', 'neu', 'new',
  'original', 'geraet', 'device', 'ware', 'zertifiziert', 'certified', 'geprueft', 'tested',
  'restposten', 'occasion', 'zustand', 'condition', 'qualitaet', 'quality', 'bestellen', 'order', 'preis', 'price',
  'guenstigst', 'best', 'beste', 'bester',
]);

/** Small words that carry no meaning in a product search. */
export const STOP = new Set([
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'mit', 'von', 'vom',
  'zum', 'zur', 'im', 'in', 'am', 'an', 'auf', 'bei', 'zu', 'ich', 'suche', 'brauche', 'moechte', 'mein', 'meine',
  'the', 'a', 'with', 'of', 'to', 'on', 'my', 'i', 'need', 'want', 'looking', 'search', 'unter', 'ohne', 'without',
  'fuer', 'for', 'und', 'and', 'oder', 'or', 'als', 'as', 'wie', 'like', 'sehr', 'very', 'inch', 'zoll',
  // memory words left over once sizes are read ('RAM 16 GB SSD 512 GB')
  'ram', 'arbeitsspeicher', 'hauptspeicher', 'memory', 'speicher', 'ssd', 'hdd', 'nvme', 'festplatte', 'storage', 'gb', 'tb',
]);
/** Words after which the rest names a purpose: it ranks results, it does not filter them ('Laptop für Studenten'). */
export const PURPOSE = new Set(['fuer', 'for']);
/** Words that join alternatives ('Laptop oder Tablet'). */
export const ALTERNATIVE = new Set(['oder', 'or', 'und', 'and']);

/** Purpose and theme words and the product tag each stands for. */
export const TAG_WORDS = new Map<string, string>([
  ...['student', 'studenten', 'studentin', 'studierende', 'studium', 'schueler', 'schule', 'uni', 'universitaet', 'school', 'college'].map(
    (w) => [w, 'student'] as [string, string],
  ),
  ...['homeoffice'].map((w) => [w, 'home-office'] as [string, string]),
  ...['gaming', 'gamer', 'zocken', 'spiele', 'game'].map((w) => [w, 'gaming'] as [string, string]),
  ...['grafik', 'grafiker', 'bildbearbeitung', 'fotobearbeitung', 'videoschnitt', 'kreativ', 'creative', 'design', 'designer'].map(
    (w) => [w, 'creative'] as [string, string],
  ),
  ...['buero', 'office', 'business', 'firma', 'unternehmen', 'geschaeftlich'].map((w) => [w, 'business'] as [string, string]),
  ...['touch', 'touchscreen'].map((w) => [w, 'touchscreen'] as [string, string]),
  ['5g', '5g'],
]);

/** Colour words and the substrings of the offer colours they match (shop colours are German or the maker's English names). */
export const COLOUR_WORDS = new Map<string, string[]>([
  ...['schwarz', 'black'].map((w) => [w, ['schwarz', 'black']] as [string, string[]]),
  ...['weiss', 'white'].map((w) => [w, ['weiß', 'weiss', 'white']] as [string, string[]]),
  ...['silber', 'silver'].map((w) => [w, ['silber', 'silver']] as [string, string[]]),
  ...['grau', 'grey', 'gray'].map((w) => [w, ['grau', 'grey', 'gray']] as [string, string[]]),
  ...['blau', 'blue'].map((w) => [w, ['blau', 'blue']] as [string, string[]]),
  ...['gruen', 'green'].map((w) => [w, ['grün', 'green']] as [string, string[]]),
  ...['rosa', 'pink'].map((w) => [w, ['rosa', 'pink']] as [string, string[]]),
  ...['violett', 'lila', 'purple', 'violet'].map((w) => [w, ['violett', 'violet', 'lila', 'lilac']] as [string, string[]]),
]);

/** Grade phrases (checked on the folded query before its words). */
export const GRADE_PHRASES: [RegExp, Grade][] = [
  [/\b(?:wie|like|as)\s+neu(?:e[nrsm]?)?\b|\bwie\s+new\b|\b(?:like|as)\s+new\b|\bneuwertig(?:e[nrsm]?)?\b/g, 'A'],
  [/\bsehr\s+gut(?:e[nrsm]?)?\b|\bvery\s+good\b/g, 'B'],
];
/** 'Grade A', 'Zustand B', 'Klasse C', 'condition A'. */
export const GRADE_LETTER = /\b(?:grade|zustand|klasse|kategorie|condition|qualitaet)\s*:?\s*([abc])\b/g;
