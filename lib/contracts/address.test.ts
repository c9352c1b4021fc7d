import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountAddress, address, billingAddress, isValidPostalCode } from './address';
import { problems } from './test-helpers';

const berlin = { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };

describe('address', () => {
  it('accepts a German address and normalises country and postal code case', () => {
    expect(z.parse(address, { ...berlin, country: ' de ' })).toEqual({ ...berlin, company: undefined });
    expect(z.parse(address, { street: 'Damrak 1', postalCode: '1012 lg', city: 'Amsterdam', country: 'nl' }).postalCode).toBe('1012 LG');
  });
  it('knows the postal code format of every shipping country', () => {
    expect(isValidPostalCode('DE', '01067')).toBe(true);
    expect(isValidPostalCode('DE', '1067')).toBe(false);
    expect(isValidPostalCode('AT', '1010')).toBe(true);
    expect(isValidPostalCode('AT', '10100')).toBe(false);
    expect(isValidPostalCode('NL', '1012AB')).toBe(true);
    expect(isValidPostalCode('NL', '1012 A')).toBe(false);
    expect(isValidPostalCode('BE', '1000')).toBe(true);
    expect(isValidPostalCode('LU', 'L-1009')).toBe(true);
    expect(isValidPostalCode('LU', '1009')).toBe(true);
    expect(isValidPostalCode('FR', '75001')).toBe(true);
    expect(isValidPostalCode('FR', '7500')).toBe(false);
  });
  it('refuses countries we do not ship to, by name of the problem', () => {
    expect(problems(address, { ...berlin, country: 'US' })).toEqual({ country: 'country_unsupported' });
    expect(problems(address, { ...berlin, country: 'CH', postalCode: '8001' })).toEqual({ country: 'country_unsupported' });
    expect(problems(address, { ...berlin, country: '' })).toEqual({ country: 'required' });
  });
  it('checks the postal code against the country, also when another field failed', () => {
    expect(problems(address, { ...berlin, postalCode: '1011' })).toEqual({ postalCode: 'postal_code_invalid' });
    expect(problems(address, { ...berlin, postalCode: '1011', city: '' })).toEqual({ city: 'required', postalCode: 'postal_code_invalid' });
    expect(problems(address, { ...berlin, postalCode: '1010', country: 'AT' })).toEqual({});
  });
  it('wants a house number in the street and bounded lengths', () => {
    expect(problems(address, { ...berlin, street: 'Musterstraße' })).toEqual({ street: 'street_number_missing' });
    expect(problems(address, { ...berlin, street: `${'a'.repeat(119)}1` })).toEqual({});
    expect(problems(address, { ...berlin, street: `${'a'.repeat(120)}1` })).toEqual({ street: 'too_long' });
    expect(problems(address, { ...berlin, city: 'x'.repeat(81) })).toEqual({ city: 'too_long' });
  });
  it('refuses control characters in every part', () => {
    for (const key of ['street', 'postalCode', 'city', 'country', 'company'] as const) {
      expect(problems(address, { ...berlin, [key]: 'Ber\u0000lin 1' })[key], key).toBe('control_characters');
    }
  });
  it('names every missing part of an empty address', () => {
    expect(problems(address, {})).toEqual({ street: 'required', postalCode: 'required', city: 'required', country: 'required' });
  });
  it('a billing address needs the name it is made out to; an account address does not', () => {
    expect(problems(billingAddress, berlin)).toEqual({ name: 'required' });
    expect(problems(billingAddress, { ...berlin, name: 'Buchhaltung' })).toEqual({});
    expect(problems(accountAddress, berlin)).toEqual({});
    expect(problems(accountAddress, { ...berlin, country: 'US' })).toEqual({ country: 'country_unsupported' });
  });
});
