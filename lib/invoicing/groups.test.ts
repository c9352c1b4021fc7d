import { describe, expect, it } from 'vitest';
import { groupByInvoice, type ListedDocument } from './groups';

const inv = (id: string, totalCents: number): ListedDocument => ({ id, kind: 'invoice', totalCents, correctsInvoiceId: null });
const kr = (id: string, corrects: string | null, totalCents: number): ListedDocument => ({ id, kind: 'credit_note', totalCents, correctsInvoiceId: corrects });

describe('groupByInvoice', () => {
  it('puts each credit note beside its invoice, oldest first, and tells how much is credited', () => {
    // newest first, as the account lists them
    const list = [kr('KR2', 'RE2', -13952), inv('RE3', 5000), kr('KR1', 'RE2', -13362), inv('RE2', 27314), inv('RE1', 1000)];
    const groups = groupByInvoice(list);
    expect(groups.map((g) => [g.head.id, g.credits.map((c) => c.id), g.creditedCents, g.credited])).toEqual([
      ['RE3', [], 0, 'none'],
      ['RE2', ['KR1', 'KR2'], 27314, 'fully'],
      ['RE1', [], 0, 'none'],
    ]);
  });

  it('a partly credited invoice; a credit note without its invoice in the list stands alone', () => {
    const groups = groupByInvoice([kr('KR9', 'RE-elsewhere', -500), kr('KR1', 'RE1', -99), inv('RE1', 130688), kr('KR0', null, -100)]);
    expect(groups.map((g) => [g.head.id, g.credits.map((c) => c.id), g.creditedCents, g.credited])).toEqual([
      ['KR9', [], 0, 'none'],
      ['RE1', ['KR1'], 99, 'partly'],
      ['KR0', [], 0, 'none'],
    ]);
  });
});
