import { describe, expect, it } from 'vitest';
import { isValidVatId, normalizeVatId } from './vat-id';

describe('isValidVatId', () => {
  it.each([
    'DE123456789',
    'de 123 456 789',
    'DE-123.456.789',
    'ATU12345678',
    'BE0123456789',
    'BG123456789',
    'BG1234567890',
    'CY12345678X',
    'CZ12345678',
    'CZ1234567890',
    'DK12345678',
    'EE123456789',
    'EL123456789',
    'GR123456789',
    'ESX1234567X',
    'ES12345678Z',
    'FI12345678',
    'FRAB123456789',
    'FR12345678901',
    'HR12345678901',
    'HU12345678',
    'IE1234567T',
    'IE1234567WA',
    'IE1A23456T',
    'IT12345678901',
    'LT123456789',
    'LT123456789012',
    'LU12345678',
    'LV12345678901',
    'MT12345678',
    'NL123456789B01',
    'PL1234567890',
    'PT123456789',
    'RO12',
    'RO1234567890',
    'SE123456789001',
    'SI12345678',
    'SK1234567890',
    'XI123456789',
  ])('accepts %s', (id) => expect(isValidVatId(id)).toBe(true));

  it.each([
    '',
    'DE',
    'DE12345678',
    'DE1234567890',
    'DE12345678A',
    '123456789',
    'AT12345678',
    'BE2123456789',
    'NL123456789',
    'NL123456789X01',
    'FRIO123456789',
    'SE123456789012',
    'RO0123',
    'US123456789',
    'GB123456789',
    'CH123456789',
  ])('rejects %s', (id) => expect(isValidVatId(id)).toBe(false));

  it('normalises case and separators', () => {
    expect(normalizeVatId(' de 123.456-789 ')).toBe('DE123456789');
  });
});
