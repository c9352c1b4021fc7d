import { describe, expect, it } from 'vitest';
import { validateCheckout } from './validation';
import type { CheckoutRequest } from './types';

const valid: CheckoutRequest = {
  cartId: 'c',
  email: 'kunde@example.de',
  customerType: 'private',
  firstName: 'Erika',
  lastName: 'Mustermann',
  shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  paymentMethod: 'prepayment',
  acceptTerms: true,
};

describe('validateCheckout', () => {
  it('accepts a complete private prepayment order', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateCheckout({})).toEqual({
      email: 'required',
      customerType: 'invalid_choice',
      firstName: 'required',
      lastName: 'required',
      'shippingAddress.street': 'required',
      'shippingAddress.city': 'required',
      'shippingAddress.country': 'required',
      'shippingAddress.postalCode': 'required',
      paymentMethod: 'invalid_choice',
      acceptTerms: 'terms_required',
    });
  });

  it.each(['a', 'a@b', 'a b@c.de', 'name@example', '@example.de'])('rejects the email %s', (email) => {
    expect(validateCheckout({ ...valid, email })).toEqual({ email: 'email_invalid' });
  });

  it('treats whitespace as empty and limits lengths', () => {
    expect(validateCheckout({ ...valid, firstName: '   ', lastName: 'x'.repeat(81) })).toEqual({ firstName: 'required', lastName: 'too_long' });
  });

  it('checks postal codes per country and asks for a house number', () => {
    const addr = (a: Partial<CheckoutRequest['shippingAddress']>) => ({ ...valid, shippingAddress: { ...valid.shippingAddress, ...a } });
    expect(validateCheckout(addr({ postalCode: '1011' }))).toEqual({ 'shippingAddress.postalCode': 'postal_code_invalid' });
    expect(validateCheckout(addr({ postalCode: '1010', country: 'AT' }))).toEqual({});
    expect(validateCheckout(addr({ postalCode: '1012 AB', country: 'NL' }))).toEqual({});
    expect(validateCheckout(addr({ street: 'Musterstraße' }))).toEqual({ 'shippingAddress.street': 'street_number_missing' });
    expect(validateCheckout(addr({ country: 'CH', postalCode: '8001' }))).toEqual({ 'shippingAddress.country': 'country_unsupported' });
  });

  it('invoice only for business customers; business needs a company; VAT ID optional but well-formed', () => {
    expect(validateCheckout({ ...valid, paymentMethod: 'invoice' })).toEqual({ paymentMethod: 'invoice_business_only' });
    const business = { ...valid, customerType: 'business' as const, paymentMethod: 'invoice' as const };
    expect(validateCheckout(business)).toEqual({ company: 'required' });
    expect(validateCheckout({ ...business, company: 'Muster GmbH' })).toEqual({});
    expect(validateCheckout({ ...business, company: 'Muster GmbH', vatId: 'DE 123 456 789' })).toEqual({});
    expect(validateCheckout({ ...business, company: 'Muster GmbH', vatId: 'DE12345' })).toEqual({ vatId: 'vat_id_invalid' });
    expect(validateCheckout({ ...business, company: 'Muster GmbH', poNumber: 'x'.repeat(41) })).toEqual({ poNumber: 'too_long' });
  });

  it('a private customer’s stray company or VAT ID fields are ignored', () => {
    expect(validateCheckout({ ...valid, company: 'x'.repeat(500), vatId: 'nonsense' })).toEqual({});
  });

  it('validates a differing billing address including its name', () => {
    const errors = validateCheckout({ ...valid, billingAddress: { street: 'Weg 2', postalCode: '', city: 'Köln', country: 'DE' } });
    expect(errors).toEqual({ 'billingAddress.name': 'required', 'billingAddress.postalCode': 'required' });
  });

  it('terms must be accepted explicitly', () => {
    expect(validateCheckout({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'terms_required' });
  });
});
