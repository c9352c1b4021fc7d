import { describe, expect, it } from 'vitest';
import { isBlankAddress, profileForm } from './profile-form';
import { problems } from './test-helpers';

const filled = {
  firstName: 'Jana',
  lastName: 'Beispiel',
  customerType: 'business',
  company: 'Muster AG',
  vatId: '',
  phone: '',
  newsletter: false,
  locale: 'de',
  billingAddress: { name: '', company: '', street: '', postalCode: '', city: '', country: 'DE' },
  shippingAddress: { name: '', company: '', street: '', postalCode: '', city: '', country: 'DE' },
};

describe('profileForm', () => {
  it('treats an address left empty as none', () => {
    const out = profileForm.parse(filled);
    expect(out.billingAddress).toBeNull();
    expect(out.shippingAddress).toBeNull();
    expect(out.vatId).toBeNull();
    expect(isBlankAddress({ street: ' ', country: 'AT' })).toBe(true);
    expect(isBlankAddress({ street: 'Weg 1' })).toBe(false);
  });

  it('judges a started address with the account address rules, by field path', () => {
    expect(problems(profileForm, { ...filled, billingAddress: { ...filled.billingAddress, street: 'Hauptstraße', city: 'Berlin', postalCode: '1234' } })).toEqual({
      'billingAddress.street': 'street_number_missing',
      'billingAddress.postalCode': 'postal_code_invalid',
    });
  });

  it('requires the company of a business customer, not of a consumer', () => {
    expect(problems(profileForm, { ...filled, company: '' })).toEqual({ company: 'company_required' });
    expect(problems(profileForm, { ...filled, customerType: 'private', company: '' })).toEqual({});
  });
});
