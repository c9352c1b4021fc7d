import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryDays, estimateDelivery, formatDeliveryWindow, isWorkingDay, localParts } from './delivery';

// Dates below were read off a calendar: 2026-11-23 is a Monday; 2027-03-08 (Internationaler
// Frauentag, a public holiday in Berlin only) is a Monday; 2026-12-25/26 are Christmas.
describe('working days', () => {
  it('skips weekends and public holidays', () => {
    expect(isWorkingDay('2026-11-23', 'BE')).toBe(true);
    expect(isWorkingDay('2026-11-28', 'BE')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-25', 'BUND')).toBe(false);
    expect(isWorkingDay('2026-10-02', 'BUND')).toBe(true);
    expect(isWorkingDay('2027-03-08', 'BE')).toBe(false);
    expect(isWorkingDay('2027-03-08', 'BUND')).toBe(true);
  });

  it('counts forward over weekends and holidays', () => {
    expect(addWorkingDays('2026-11-27', 1, 'BUND')).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 0, 'BUND')).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-24', 1, 'BUND')).toBe('2026-12-28');
  });

  it('reads the warehouse clock, not the server clock', () => {
    expect(localParts(new Date('2026-11-23T13:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-11-23', minutes: 14 * 60 + 30 });
    expect(localParts(new Date('2026-07-06T11:59:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-07-06', minutes: 13 * 60 + 59 });
    expect(localParts(new Date('2026-11-23T23:30:00Z'), 'Europe/Berlin').date).toBe('2026-11-24');
  });
});

describe('delivery estimate', () => {
  it('ships the same day before the cut-off, then 1–2 working days to the door', () => {
    expect(estimateDelivery(new Date('2026-11-23T09:00:00Z'))).toEqual({
      dispatchFrom: '2026-11-23',
      dispatchTo: '2026-11-23',
      earliest: '2026-11-24',
      latest: '2026-11-25',
      beforeCutoff: true,
      waitsForPayment: false,
    });
  });

  it('ships the next working day after the cut-off (14:00 Berlin time, summer and winter)', () => {
    const late = estimateDelivery(new Date('2026-11-23T13:30:00Z'));
    expect([late.dispatchFrom, late.earliest, late.latest, late.beforeCutoff]).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', false]);
    const summer = estimateDelivery(new Date('2026-07-06T11:59:00Z'));
    expect([summer.dispatchFrom, summer.beforeCutoff]).toEqual(['2026-07-06', true]);
    const summerLate = estimateDelivery(new Date('2026-07-06T12:00:00Z'));
    expect([summerLate.dispatchFrom, summerLate.beforeCutoff]).toEqual(['2026-07-07', false]);
  });

  it('moves orders of Friday afternoon and the weekend to Monday', () => {
    const friday = estimateDelivery(new Date('2026-11-27T15:00:00Z'));
    expect([friday.dispatchFrom, friday.earliest, friday.latest]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    const saturday = estimateDelivery(new Date('2026-11-28T09:00:00Z'));
    expect([saturday.dispatchFrom, saturday.earliest, saturday.latest]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('does not count Christmas', () => {
    const e = estimateDelivery(new Date('2026-12-23T15:00:00Z'));
    expect([e.dispatchFrom, e.earliest, e.latest]).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
  });

  it('does not dispatch on a Berlin holiday, but counts it as a transit day elsewhere', () => {
    const friday = estimateDelivery(new Date('2027-03-05T15:00:00Z'));
    expect([friday.dispatchFrom, friday.earliest, friday.latest]).toEqual(['2027-03-09', '2027-03-10', '2027-03-11']);
    const morning = estimateDelivery(new Date('2027-03-05T09:00:00Z'));
    expect([morning.dispatchFrom, morning.earliest, morning.latest]).toEqual(['2027-03-05', '2027-03-08', '2027-03-09']);
  });

  it('waits for the transfer with prepayment', () => {
    const e = estimateDelivery(new Date('2026-11-23T09:00:00Z'), 'prepayment');
    expect(e).toEqual({
      dispatchFrom: '2026-11-24',
      dispatchTo: '2026-11-25',
      earliest: '2026-11-25',
      latest: '2026-11-27',
      beforeCutoff: true,
      waitsForPayment: true,
    });
    const weekend = estimateDelivery(new Date('2026-11-28T09:00:00Z'), 'prepayment');
    expect([weekend.dispatchFrom, weekend.dispatchTo, weekend.earliest, weekend.latest]).toEqual(['2026-12-01', '2026-12-02', '2026-12-02', '2026-12-04']);
  });

  it('states 1–3 working days as the delivery time', () => {
    expect(deliveryDays()).toEqual({ min: 1, max: 3 });
  });

  it('formats the window in both languages', () => {
    expect(formatDeliveryWindow({ earliest: '2026-11-24', latest: '2026-11-25' }, 'de')).toBe('Di., 24.11. – Mi., 25.11.');
    expect(formatDeliveryWindow({ earliest: '2026-11-24', latest: '2026-11-25' }, 'en')).toBe('Tue 24 Nov – Wed 25 Nov');
    expect(formatDeliveryWindow({ earliest: '2026-11-24', latest: '2026-11-24' }, 'de')).toBe('Di., 24.11.');
  });
});
