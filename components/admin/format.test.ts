import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@/lib/contracts/admin-leads';
import de from '@/locales/de/admin-leads.json';
import en from '@/locales/en/admin-leads.json';
import { actionKey, filterValues } from './format';

describe('audit action labels', () => {
  it('turns an action code into its text key', () => {
    expect(actionKey('order.mark_paid')).toBe('action_order_mark_paid');
    expect(actionKey('quote_request.answer')).toBe('action_quote_request_answer');
  });

  it('labels every recorded action in both languages', () => {
    const missing: string[] = [];
    for (const action of AUDIT_ACTIONS) {
      for (const [locale, texts] of [['de', de], ['en', en]] as const) {
        const label = (texts as Record<string, string>)[actionKey(action)];
        if (!label || label.trim() === '' || label === action) missing.push(`${locale}: ${action}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the two catalog actions readable labels', () => {
    expect(de.action_catalog_import).toBe('Katalog per CSV importiert');
    expect(en.action_catalog_product_update).toBe('Product or offers changed');
  });
});

describe('filter values', () => {
  it("shows each filter's value and '' for each one not asked for", () => {
    expect(filterValues(['q', 'status', 'from'] as const, { status: 'paid', from: undefined })).toEqual({ q: '', status: 'paid', from: '' });
  });
});
