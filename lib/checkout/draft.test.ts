import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_STORAGE_KEY, draftToRequest, emptyDraft, idempotencyKeyFor, loadDraft, saveDraft } from './draft';
import { validateCheckout } from './validation';

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
    expect(d.shipping.city).toBe('Berlin');
  });

  it('keeps what was typed across a reload, but never the terms acceptance', () => {
    const d = { ...emptyDraft(), email: 'a@b.de', firstName: 'Erika', acceptTerms: true, shipping: { street: 'Weg 1', postalCode: '', city: '', country: 'AT' } };
    saveDraft(d);
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('acceptTerms');
    const back = loadDraft();
    expect(back).toMatchObject({ email: 'a@b.de', firstName: 'Erika', acceptTerms: false });
    expect(back.shipping).toEqual({ street: 'Weg 1', postalCode: '', city: '', country: 'AT' });
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
    const d = { ...emptyDraft(), email: ' x@y.de ', company: 'Stray GmbH', vatId: 'DE1', billing: { ...emptyDraft().billing, name: 'B' } };
    const req = draftToRequest(d, 'cart-1', 'en');
    expect(req).toMatchObject({ cartId: 'cart-1', email: 'x@y.de', locale: 'en', customerType: 'private' });
    expect(req.company).toBeUndefined();
    expect(req.vatId).toBeUndefined();
    expect(req.billingAddress).toBeUndefined();
    const business = draftToRequest({ ...d, customerType: 'business', billingDifferent: true, vatId: '' }, 'cart-1', 'de');
    expect(business.company).toBe('Stray GmbH');
    expect(business.vatId).toBeUndefined();
    expect(business.billingAddress?.name).toBe('B');
  });

  it('an empty form gives one message per required field', () => {
    const errors = validateCheckout(draftToRequest(emptyDraft(), 'c', 'de'));
    expect(Object.keys(errors).sort()).toEqual(['acceptTerms', 'email', 'firstName', 'lastName', 'shippingAddress.city', 'shippingAddress.postalCode', 'shippingAddress.street']);
  });

  it('one Idempotency-Key per cart and tab', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    expect(idempotencyKeyFor('a', make)).toBe('key-1');
    expect(idempotencyKeyFor('a', make)).toBe('key-1');
    expect(idempotencyKeyFor('b', make)).toBe('key-2');
  });
});
