import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { deviceIdsSchema, deviceQuerySchema, employeeSchema, endOfLifeRequestSchema, serialNumberSchema, shipOrderSchema } from './fleet';

const ID = '0b9f3f7e-3a57-4c4e-9d0e-2f1b7f2d8a11';
const codes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('fleet contracts', () => {
  it('employee: trims, lower-cases e-mail, empty optionals become undefined, limits length', () => {
    expect(z.parse(employeeSchema, { firstName: ' Ina ', lastName: 'Ost', email: ' INA@X.DE ', department: '' })).toEqual({
      firstName: 'Ina',
      lastName: 'Ost',
      email: 'ina@x.de',
      department: undefined,
    });
    expect(codes(z.safeParse(employeeSchema, { firstName: 'x'.repeat(101), lastName: '' }))).toEqual(['firstName:too_long', 'lastName:required']);
    expect(codes(z.safeParse(employeeSchema, { firstName: 'A\u001b', lastName: 'B', email: 'a@b' }))).toEqual(['firstName:control_characters', 'email:email_invalid']);
  });

  it('device ids: at least one, at most 500, no duplicates, only UUIDs', () => {
    expect(codes(z.safeParse(deviceIdsSchema, []))).toEqual([':required']);
    expect(codes(z.safeParse(deviceIdsSchema, [ID, ID]))).toEqual([':duplicate']);
    expect(codes(z.safeParse(deviceIdsSchema, ['1']))).toEqual(['0:invalid_id']);
    expect(z.safeParse(deviceIdsSchema, Array.from({ length: 501 }, (_, i) => ID.slice(0, -3) + String(i).padStart(3, '0'))).success).toBe(false);
  });

  it('device query: empty values are absent, unknown values are refused', () => {
    expect(z.parse(deviceQuerySchema, { q: '', category: '', status: 'in_use', employeeId: 'none', sort: 'serial', dir: 'asc' })).toMatchObject({
      q: undefined,
      category: undefined,
      status: 'in_use',
      employeeId: 'none',
    });
    expect(codes(z.safeParse(deviceQuerySchema, { category: 'cars', sort: 'price', dir: 'up' }))).toEqual(['category:invalid_choice', 'sort:invalid_choice', 'dir:invalid_choice']);
  });

  it('serials and tracking numbers', () => {
    expect(z.parse(serialNumberSchema, ' pf-2k4x9 ')).toBe('PF-2K4X9');
    expect(z.safeParse(serialNumberSchema, 'AB').success).toBe(false);
    expect(z.safeParse(serialNumberSchema, 'A B C D').success).toBe(false);
    expect(z.safeParse(shipOrderSchema, { trackingNumber: '00340434161094042557' }).success).toBe(true);
    expect(z.safeParse(shipOrderSchema, { trackingNumber: 'x' }).success).toBe(false);
    expect(z.safeParse(shipOrderSchema, { trackingNumber: 'TRACK1', serials: [{ position: 0, serials: ['SN-1'] }] }).success).toBe(false);
  });

  it('end-of-life request: country from the list, ISO date, address required', () => {
    const base = { deviceIds: [ID], contactName: 'Ina Ost', pickupAddress: { street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'de' } };
    expect(z.parse(endOfLifeRequestSchema, base).pickupAddress.country).toBe('DE');
    expect(codes(z.safeParse(endOfLifeRequestSchema, { ...base, preferredDate: '2030-13-01' }))).toEqual(['preferredDate:date_invalid']);
    expect(codes(z.safeParse(endOfLifeRequestSchema, { ...base, pickupAddress: { street: '', postalCode: '1', city: 'B', country: 'XX' } }))).toEqual([
      'pickupAddress.street:required',
      'pickupAddress.postalCode:postal_code_invalid',
      'pickupAddress.country:invalid_choice',
    ]);
  });
});
