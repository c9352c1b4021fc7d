import '@/lib/server/only';
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGerman } from '@orama/stemmers/german';
import type { Locale } from '@/lib/site-config';

// words too common to tell documents apart; dropped from documents and queries
const STOP: Record<Locale, Set<string>> = {
  de: new Set(
    'der die das den dem des ein eine einer eines einem einen und oder aber als auch an auf aus bei bis da dass durch für im in ist mit nach nicht noch nur ob sich sie so um unter von vor was wie wir zu zum zur es er ich ihr ihre ihren sind wird werden wenn wer bei sein seine am'.split(' '),
  ),
  en: new Set('the a an and or but as also at by for from in into is are be it its of on to with that this these those what how we you your our not if was were will can'.split(' ')),
};

/** Lower case, ß → ss, accents and umlauts folded (Rücknahme → rucknahme, café → cafe). */
export function fold(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Umlauts typed as two letters (Ruecknahme, Datenloeschung) written back as umlauts. */
function respell(word: string): string {
  return word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');
}

/**
 * Index terms of one word: the folded stem in the locale's language (Snowball stemmers, so
 * 'Rücknahmen' and 'Rücknahme', 'warranties' and 'warranty' meet). Stop words give none.
 */
export function indexTerm(word: string, locale: Locale): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 && !/\d/.test(lower)) return null;
  if (STOP[locale].has(lower)) return null;
  return fold(locale === 'de' ? stemGerman(lower) : stemEnglish(lower));
}

/**
 * Query terms of one typed word: as indexed, plus (German) the reading with ae/oe/ue as
 * umlauts, so 'Ruecknahme' finds 'Rücknahme'.
 */
export function queryTerms(word: string, locale: Locale): string[] {
  const main = indexTerm(word, locale);
  if (!main) return [];
  const lower = word.toLowerCase();
  if (locale === 'de' && /ae|oe|ue/.test(lower)) {
    const alt = indexTerm(respell(lower), locale);
    if (alt && alt !== main) return [main, alt];
  }
  return [main];
}

/** Plain text of sanitised HTML (entities for the characters the renderer escapes decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
