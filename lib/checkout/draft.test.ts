import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_STORAGE_KEY, draftToRequest, emptyDraft, idempotencyKeyFor, invoiceAllowedFor, loadDraft, saveDraft } from './draft';
import * as z from 'zod/mini';
import { checkoutRequest } from '../contracts/checkout';
import { fieldIssues } from '../contracts/issues';

describe('checkout draft', () => {
  it('prefills a signed-in business customer, who then pays on invoice by default', () => {
    const d = emptyDraft({
      email: 'demo@zweitwerk.de',
      firstName: 'Dana',
      lastName: 'Demo',
      customerType: 'business',
      company: 'Demo GmbH',
      vatId: 'DE123456789',
      phone: null,
      shippingAddress: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      billingAddress: null,
    });
    expect(d).toMatchObject({ email: 'demo@zweitwerk.de', company: 'Demo GmbH', paymentMethod: 'invoice', billingDifferent: false, acceptTerms: false });
    expect(d.shippingAddress.city).toBe('Berlin');
  });

  it('keeps what was typed across a reload, but never the terms acceptance', () => {
    const d = { ...emptyDraft(), email: 'a@b.de', firstName: 'Erika', acceptTerms: true, shippingAddress: { street: 'Weg 1', postalCode: '', city: '', country: 'AT' } };
    saveDraft(d);
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('acceptTerms');
    const back = loadDraft();
    expect(back).toMatchObject({ email: 'a@b.de', firstName: 'Erika', acceptTerms: false });
    expect(back.shippingAddress).toEqual({ street: 'Weg 1', postalCode: '', city: '', country: 'AT' });
    clearDraft();
    expect(loadDraft().email).toBe('');
  });

  it('a saved draft wins over the prefill; a corrupt one is ignored', () => {
    saveDraft({ ...emptyDraft(), email: 'typed@example.de' });
    expect(loadDraft({ ...emptyDraft(), shippingAddress: null, billingAddress: null, company: null, vatId: null, phone: null, email: 'account@example.de' }).email).toBe('typed@example.de');
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{oops');
    expect(loadDraft().email).toBe('');
  });

  it('builds the request: business fields only for businesses, billing only when different', () => {
    const d = { ...emptyDraft(), email: ' x@y.de ', company: 'Stray GmbH', vatId: 'DE1', billingAddress: { ...emptyDraft().billingAddress, name: 'B' } };
    const req = draftToRequest(d, 'cart-1', 'en');
    expect(req).toMatchObject({ cartId: 'cart-1', email: ' x@y.de ', locale: 'en', customerType: 'private' });
    expect(req.company).toBeUndefined();
    expect(req.vatId).toBeUndefined();
    expect(req.billingAddress).toBeUndefined();
    const business = draftToRequest({ ...d, customerType: 'business', billingDifferent: true, vatId: '' }, 'cart-1', 'de');
    expect(business.company).toBe('Stray GmbH');
    expect(business.vatId).toBe('');
    expect(business.billingAddress?.name).toBe('B');
  });

  it('an empty form gives one message per required field', () => {
    const result = z.safeParse(checkoutRequest, draftToRequest(emptyDraft(), 'c', 'de'));
    expect(result.success).toBe(false);
    expect(fieldIssues(result.error!.issues).map((i) => i.path).sort()).toEqual(['acceptTerms', 'email', 'firstName', 'lastName', 'shippingAddress.city', 'shippingAddress.postalCode', 'shippingAddress.street']);
  });

  it('a draft saved under the earlier names keeps its addresses; wrong types fall back to defaults', () => {
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ email: 'old@example.de', shipping: { street: 'Altweg 1', city: 'Bonn' }, billing: { name: 'Alt' }, customerType: 'reseller', firstName: 7 }),
    );
    const d = loadDraft();
    expect(d).toMatchObject({ email: 'old@example.de', customerType: 'private', firstName: '' });
    expect(d.shippingAddress).toEqual({ street: 'Altweg 1', postalCode: '', city: 'Bonn', country: 'DE' });
    expect(d.billingAddress.name).toBe('Alt');
    clearDraft();
  });

  it('only a signed-in business account starts on invoice', () => {
    expect(invoiceAllowedFor(null)).toBe(false);
    const account = { email: 'a@b.de', firstName: 'A', lastName: 'B', company: null, vatId: null, phone: null, shippingAddress: null, billingAddress: null };
    expect(invoiceAllowedFor({ ...account, customerType: 'private' })).toBe(false);
    expect(emptyDraft({ ...account, customerType: 'private' }).paymentMethod).toBe('prepayment');
    expect(invoiceAllowedFor({ ...account, customerType: 'business', company: 'X' })).toBe(true);
  });

  it('one Idempotency-Key per cart and tab', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    expect(idempotencyKeyFor('a', make)).toBe('key-1');
    expect(idempotencyKeyFor('a', make)).toBe('key-1');
    expect(idempotencyKeyFor('b', make)).toBe('key-2');
  });
});
