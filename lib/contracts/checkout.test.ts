import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutRequest, orderDetails } from './checkout';
import { problems } from './test-helpers';

const valid = {
  cartId: 'c',
  email: ' Kunde@Example.de ',
  customerType: 'private',
  firstName: 'Erika',
  lastName: 'Mustermann',
  shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  paymentMethod: 'prepayment',
  acceptTerms: true,
};
const business = { ...valid, customerType: 'business', company: 'Muster GmbH' };

describe('checkout request', () => {
  it('accepts a complete private order and normalises it', () => {
    expect(z.parse(checkoutRequest, valid)).toMatchObject({ email: 'kunde@example.de', shippingAddress: { country: 'DE' } });
  });
  it('names every missing field of an empty request', () => {
    expect(problems(checkoutRequest, {})).toEqual({
      cartId: 'required',
      email: 'required',
      customerType: 'required',
      firstName: 'required',
      lastName: 'required',
      'shippingAddress': 'required',
      paymentMethod: 'required',
      acceptTerms: 'terms_required',
    });
  });
  it('invoice only as a business customer', () => {
    expect(problems(checkoutRequest, { ...valid, paymentMethod: 'invoice' })).toEqual({ paymentMethod: 'invoice_business_only' });
    expect(problems(checkoutRequest, { ...business, paymentMethod: 'invoice' })).toEqual({});
    expect(problems(checkoutRequest, { ...valid, paymentMethod: 'cash' })).toEqual({ paymentMethod: 'invalid_choice' });
  });
  it('a private customer’s business fields are dropped, not judged', () => {
    const parsed = z.parse(checkoutRequest, { ...valid, company: 'x'.repeat(500), vatId: 'nonsense', poNumber: 'PO' });
    expect(parsed).not.toHaveProperty('company');
    expect(parsed).not.toHaveProperty('vatId');
    expect(parsed).not.toHaveProperty('poNumber');
  });
  it('business fields: company required, VAT ID format, PO number length', () => {
    expect(problems(checkoutRequest, { ...valid, customerType: 'business' })).toEqual({ company: 'company_required' });
    expect(problems(checkoutRequest, { ...business, vatId: 'DE12345' })).toEqual({ vatId: 'vat_id_invalid' });
    expect(problems(checkoutRequest, { ...business, poNumber: 'x'.repeat(40) })).toEqual({});
    expect(problems(checkoutRequest, { ...business, poNumber: 'x'.repeat(41) })).toEqual({ poNumber: 'too_long' });
    expect(z.parse(checkoutRequest, { ...business, vatId: 'de 123 456 789' }).vatId).toBe('DE123456789');
  });
  it('an optional billing address is checked like the shipping address, with a name', () => {
    expect(problems(checkoutRequest, { ...valid, billingAddress: { street: 'Weg 2', postalCode: '', city: 'Köln', country: 'DE' } })).toEqual({
      'billingAddress.name': 'required',
      'billingAddress.postalCode': 'required',
    });
    expect(problems(checkoutRequest, { ...valid, billingAddress: null })).toEqual({});
  });
  it('refuses control characters in every text field with their own code', () => {
    const nul = 'a\u0000';
    expect(problems(checkoutRequest, { ...business, email: nul, firstName: nul, lastName: nul, company: nul, vatId: nul, poNumber: nul, phone: nul })).toEqual({
      email: 'control_characters',
      firstName: 'control_characters',
      lastName: 'control_characters',
      company: 'control_characters',
      vatId: 'control_characters',
      poNumber: 'control_characters',
      phone: 'control_characters',
    });
    expect(problems(checkoutRequest, { ...valid, shippingAddress: { ...valid.shippingAddress, city: 'Ber\u001blin' } })).toEqual({ 'shippingAddress.city': 'control_characters' });
  });
  it('the form’s details are the request without cart and locale', () => {
    const { cartId: _c, ...details } = valid;
    expect(problems(orderDetails, details)).toEqual({});
    expect(problems(orderDetails, { ...details, acceptTerms: false })).toEqual({ acceptTerms: 'terms_required' });
  });
  it('wrong types are a field problem, never an exception', () => {
    expect(problems(checkoutRequest, { ...valid, email: 42, acceptTerms: 'yes', shippingAddress: 'Berlin' })).toEqual({
      email: 'invalid_type',
      acceptTerms: 'terms_required',
      shippingAddress: 'invalid_type',
    });
    expect(problems(checkoutRequest, null)).toEqual({ '': 'invalid_type' });
  });
});
