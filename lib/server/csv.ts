import '@/lib/server/only';
import { stringify, type Options } from 'csv-stringify/sync';

/**
 * Every CSV the shop writes goes through `toCsv`: csv-stringify does the quoting, and every text
 * cell a spreadsheet would run as a formula gets a leading apostrophe (CSV or formula injection,
 * OWASP's recommendation): a customer named `=HYPERLINK("http://evil.example","x")` arrives in
 * Excel or LibreOffice as that text, not as a link or a command.
 *
 * csv-stringify's own `escape_formulas` option is not enough here: it also prefixes text that only
 * looks like a negative number (`-12,50` written with a decimal comma is a string, not a JS number),
 * and it leaves a text that already starts with an apostrophe before such a character alone, so an
 * import could not tell an added apostrophe from one the text had. Hence these rules:
 *
 * - a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return (or the full-width forms
 *   of the first four, which some spreadsheets normalise) gets one apostrophe in front;
 * - so does a text that starts with apostrophes followed by one of these characters, so that
 *   `restoreFormulaCell` (one apostrophe off exactly such cells) gives back every text unchanged;
 * - numbers stay numbers: JS numbers, and numbers the shop formats itself (`csvNumber('-12,50')`,
 *   `csvNumber('1.059,00')`), are written as they are.
 */

const TRIGGER = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const STARTS_LIKE_FORMULA = new RegExp(`^'*[${TRIGGER}]`);
const NEUTRALISED = new RegExp(`^'+[${TRIGGER}]`);
/** A number as the shop writes one: optional minus, digits with optional thousands separators and decimals. */
const NUMBER = /^-?(?:\d+|\d{1,3}(?:[.,]\d{3})+)(?:[.,]\d+)?$/;

/** The text as it goes into a CSV cell: with a leading apostrophe where a spreadsheet would see a formula. */
export function neutraliseFormulaCell(text: string): string {
  return STARTS_LIKE_FORMULA.test(text) ? `'${text}` : text;
}

/** The reverse for an import: removes the apostrophe `neutraliseFormulaCell` added, and only that one. */
export function restoreFormulaCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** A number the shop formatted itself (decimal comma, thousands dots): written as it is. */
export class CsvNumber {
  readonly text: string;
  constructor(text: string) {
    if (!NUMBER.test(text)) throw new TypeError(`not a number: ${JSON.stringify(text)}`);
    this.text = text;
  }
}

export function csvNumber(text: string): CsvNumber {
  return new CsvNumber(text);
}

export type CsvCell = string | number | CsvNumber | null | undefined;
export type CsvOptions = Pick<Options, 'header' | 'columns' | 'delimiter' | 'bom' | 'record_delimiter'>;

/** Rows (arrays of cells, or records by column) as CSV text; text cells are neutralised as above. */
export function toCsv(rows: readonly (readonly CsvCell[])[] | readonly Record<string, CsvCell>[], options: CsvOptions = {}): string {
  return stringify(rows as unknown[], {
    ...options,
    cast: {
      string: neutraliseFormulaCell,
      object: (value) => (value instanceof CsvNumber ? value.text : neutraliseFormulaCell(JSON.stringify(value))),
    },
  });
}
