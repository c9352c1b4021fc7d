import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { problems } from '../contracts/test-helpers';
import { emptyDraft } from './draft';
import { checkoutFormSchema } from './form-schema';

const filled = {
  ...emptyDraft(),
  email: ' Erika@Example.de ',
  firstName: 'Erika',
  lastName: 'Mustermann',
  shippingAddress: { street: 'Musterstraße 12', postalCode: '10115', city: 'Berlin', country: 'DE' },
  acceptTerms: true,
};

describe('checkout form schema', () => {
  it('turns a filled draft into normalised order details', () => {
    const details = z.parse(checkoutFormSchema, filled);
    expect(details).toMatchObject({ email: 'erika@example.de', customerType: 'private', paymentMethod: 'prepayment', acceptTerms: true });
    expect(details).not.toHaveProperty('billingAddress');
    expect(details).not.toHaveProperty('company');
  });
  it('names draft fields, so react-hook-form shows each message at its input', () => {
    expect(problems(checkoutFormSchema, emptyDraft())).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
      'shippingAddress.street': 'required',
      'shippingAddress.postalCode': 'required',
      'shippingAddress.city': 'required',
      acceptTerms: 'terms_required',
    });
  });
  it('judges the billing address only when it differs, business fields only for businesses', () => {
    const stray = { ...filled, company: 'x'.repeat(300), vatId: 'DE1', billingAddress: { ...filled.billingAddress, postalCode: 'nope' } };
    expect(problems(checkoutFormSchema, stray)).toEqual({});
    expect(problems(checkoutFormSchema, { ...stray, billingDifferent: true })).toMatchObject({ 'billingAddress.name': 'required', 'billingAddress.street': 'required' });
    expect(problems(checkoutFormSchema, { ...stray, customerType: 'business' })).toEqual({ company: 'too_long', vatId: 'vat_id_invalid' });
  });
  it('a private draft on invoice is refused at the payment field', () => {
    expect(problems(checkoutFormSchema, { ...filled, paymentMethod: 'invoice' })).toEqual({ paymentMethod: 'invoice_business_only' });
  });
});
