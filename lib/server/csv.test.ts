// @vitest-environment node
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvNumber, neutraliseFormulaCell, restoreFormulaCell, toCsv } from './csv';

const ATTACK = '=HYPERLINK("http://evil.example","x")';

/** The cells of a CSV as a spreadsheet program would read them (quotes removed). */
function cells(csv: string, delimiter = ','): string[][] {
  return parse(csv, { delimiter, bom: true, relax_column_count: true }) as string[][];
}

describe('neutraliseFormulaCell', () => {
  it('puts an apostrophe before every text a spreadsheet would run as a formula', () => {
    for (const text of [ATTACK, '=1+2', '+49 30 123456', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1', '＝1+2', '＋1', '－1', '＠SUM(1)', '=', '-', '+', '@']) {
      expect(neutraliseFormulaCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves other texts alone, also ones with a formula character later on', () => {
    for (const text of ['', 'ThinkPad T14', 'a=b', ' =1+2', '1+2', 'x@y.example', "'", "'quoted", "O'Brien", 'ZW-AB12-CD34', '2026-03-01', '\n=1']) {
      expect(neutraliseFormulaCell(text)).toBe(text);
    }
  });

  it('also prefixes a text that already starts with apostrophes before such a character, so the import can undo exactly one', () => {
    expect(neutraliseFormulaCell("'=1+2")).toBe("''=1+2");
    expect(neutraliseFormulaCell("''-5")).toBe("'''-5");
  });
});

describe('restoreFormulaCell', () => {
  it('takes one apostrophe off a neutralised cell and nothing else', () => {
    expect(restoreFormulaCell(`'${ATTACK}`)).toBe(ATTACK);
    expect(restoreFormulaCell("''=1+2")).toBe("'=1+2");
    expect(restoreFormulaCell("'\t1")).toBe('\t1');
    for (const cell of ["'quoted", "'", "O'Brien", '=1+2', "''", 'plain', '']) expect(restoreFormulaCell(cell)).toBe(cell);
  });

  it('gives back every text the export neutralised, whatever it was', () => {
    const texts = [ATTACK, "'=1", "''@x", "'plain", "'", '-', '-12,50', "'-12,50", '＝1', 'plain', '', '\r\n', '@'];
    for (const text of texts) expect(restoreFormulaCell(neutraliseFormulaCell(text))).toBe(text);
  });
});

describe('csvNumber', () => {
  it('accepts the numbers the shop writes and refuses anything else', () => {
    for (const n of ['0', '12', '-12,50', '1.059,00', '-1195.90', '1299,00', '1,059.00', '-0,01']) expect(csvNumber(n).text).toBe(n);
    for (const n of ['', '-', '=1', '1+1', '12,5,0', '€ 12,00', '1e5', '-12,50 ', 'NaN', '--1']) expect(() => csvNumber(n)).toThrow(TypeError);
  });
});

describe('toCsv', () => {
  it('writes text cells neutralised and numbers as numbers, quoting as usual', () => {
    const csv = toCsv(
      [
        [ATTACK, csvNumber('-12,50'), -7, 'Müller; "GmbH"'],
        ['-12,50', csvNumber('1.059,00'), 3, null],
      ],
      { delimiter: ';' },
    );
    expect(csv).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")";-12,50;-7;"Müller; ""GmbH"""\n'-12,50;1.059,00;3;\n`);
    expect(cells(csv, ';')).toEqual([
      [`'${ATTACK}`, '-12,50', '-7', 'Müller; "GmbH"'],
      ["'-12,50", '1.059,00', '3', ''],
    ]);
  });

  it('writes records by column with a header, BOM and Windows line ends', () => {
    const csv = toCsv([{ name: '+1 Kunde', total: csvNumber('-5,00') }], { header: true, columns: ['name', 'total'], delimiter: ';', bom: true, record_delimiter: 'windows' });
    expect(csv).toBe("\uFEFFname;total\r\n'+1 Kunde;-5,00\r\n");
  });

  it('a tab or carriage return at the start stays inside the quoted cell, behind the apostrophe', () => {
    const csv = toCsv([['\t=1', '\r=2']]);
    expect(cells(csv)).toEqual([["'\t=1", "'\r=2"]]);
  });
});
