import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutRequest } from './checkout';
import { profileUpdate, registration } from './customer';
import { problems } from './test-helpers';

const person = {
  email: 'erika@example.de',
  password: 'a-long-password',
  firstName: 'Erika',
  lastName: 'Mustermann',
  customerType: 'private',
  acceptTerms: true,
};

const order = {
  cartId: 'c',
  email: 'erika@example.de',
  customerType: 'private',
  firstName: 'Erika',
  lastName: 'Mustermann',
  shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  paymentMethod: 'prepayment',
  acceptTerms: true,
};

describe('registration', () => {
  it('fills in defaults', () => {
    expect(z.parse(registration, person)).toMatchObject({ newsletter: false, locale: 'de' });
  });
  it('a business needs a company; its VAT ID is normalised', () => {
    expect(problems(registration, { ...person, customerType: 'business' })).toEqual({ company: 'company_required' });
    expect(z.parse(registration, { ...person, customerType: 'business', company: ' Muster AG ', vatId: 'de 123.456.789' })).toMatchObject({ company: 'Muster AG', vatId: 'DE123456789' });
  });
  it('names the company as missing even when other fields fail too', () => {
    expect(problems(registration, { ...person, customerType: 'business', email: 'nope' })).toEqual({ email: 'email_invalid', company: 'company_required' });
  });
  it('refuses control characters in every text field', () => {
    for (const key of ['email', 'password', 'firstName', 'lastName', 'company', 'vatId', 'phone'] as const) {
      expect(problems(registration, { ...person, customerType: 'business', company: 'X', [key]: 'ab\u0000cdefghijk' })[key], key).toBe('control_characters');
    }
  });
  it('phone numbers: digits and the usual separators', () => {
    expect(problems(registration, { ...person, phone: '+49 (30) 123-456/7' })).toEqual({});
    expect(problems(registration, { ...person, phone: 'call me' })).toEqual({ phone: 'phone_invalid' });
    expect(problems(registration, { ...person, phone: '' })).toEqual({});
  });
  it('requires accepted terms', () => {
    expect(problems(registration, { ...person, acceptTerms: false })).toEqual({ acceptTerms: 'terms_required' });
    expect(problems(registration, { ...person, acceptTerms: undefined })).toEqual({ acceptTerms: 'terms_required' });
  });
});

describe('registration and checkout refuse the same things', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string, string][] = [
    ['a short German VAT ID', { customerType: 'business', company: 'X GmbH', vatId: 'DE12345' }, { customerType: 'business', company: 'X GmbH', vatId: 'DE12345' }, 'vatId', 'vat_id_invalid'],
    ['a VAT ID of a non-EU country', { customerType: 'business', company: 'X GmbH', vatId: 'US123456789' }, { customerType: 'business', company: 'X GmbH', vatId: 'US123456789' }, 'vatId', 'vat_id_invalid'],
    [
      'a US address',
      { shippingAddress: { street: '1 Main St', postalCode: '10001', city: 'New York', country: 'US' } },
      { shippingAddress: { street: '1 Main St', postalCode: '10001', city: 'New York', country: 'US' } },
      'shippingAddress.country',
      'country_unsupported',
    ],
    ['a malformed e-mail', { email: 'erika@example' }, { email: 'erika@example' }, 'email', 'email_invalid'],
    ['an overlong first name', { firstName: 'x'.repeat(81) }, { firstName: 'x'.repeat(81) }, 'firstName', 'too_long'],
    ['a business without company', { customerType: 'business' }, { customerType: 'business' }, 'company', 'company_required'],
    ['a NUL byte in the last name', { lastName: 'Muster\u0000' }, { lastName: 'Muster\u0000' }, 'lastName', 'control_characters'],
  ];
  it.each(cases)('%s', (_label, reg, co, path, code) => {
    expect(problems(registration, { ...person, ...reg })[path]).toBe(code);
    expect(problems(checkoutRequest, { ...order, ...co })[path]).toBe(code);
  });
  it('and accept the same valid business data', () => {
    const business = { customerType: 'business', company: 'Muster GmbH', vatId: 'ATU12345678' };
    expect(problems(registration, { ...person, ...business, shippingAddress: { street: 'Ring 1', postalCode: '1010', city: 'Wien', country: 'AT' } })).toEqual({});
    expect(problems(checkoutRequest, { ...order, ...business, shippingAddress: { street: 'Ring 1', postalCode: '1010', city: 'Wien', country: 'AT' } })).toEqual({});
  });
});

describe('profile update', () => {
  it('takes only what is given; null or blank clears optional fields', () => {
    expect(z.parse(profileUpdate, { firstName: 'Eri' })).toEqual({ firstName: 'Eri' });
    expect(z.parse(profileUpdate, { company: null, phone: '  ', vatId: '' })).toEqual({ company: null, phone: null, vatId: null });
    expect(z.parse(profileUpdate, { vatId: 'de123456789' })).toEqual({ vatId: 'DE123456789' });
  });
  it('refuses unknown fields (the e-mail is not changed here), bad VAT IDs and addresses', () => {
    expect(problems(profileUpdate, { email: 'x@y.de' })).toEqual({ email: 'unknown_field' });
    expect(problems(profileUpdate, { vatId: 'DE12345' })).toEqual({ vatId: 'vat_id_invalid' });
    expect(problems(profileUpdate, { shippingAddress: { street: 'Weg 1', postalCode: '123', city: 'X', country: 'DE' } })).toEqual({ 'shippingAddress.postalCode': 'postal_code_invalid' });
    expect(problems(profileUpdate, { firstName: '' })).toEqual({ firstName: 'required' });
    expect(problems(profileUpdate, { firstName: 'a\u0000' })).toEqual({ firstName: 'control_characters' });
  });
});
