import type * as Feiertage from 'feiertagejs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const asked = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('feiertagejs', async (importOriginal) => {
  const real = await importOriginal<typeof Feiertage>();
  return {
    ...real,
    isHoliday: (date: Date, region: Parameters<typeof real.isHoliday>[1]) => {
      asked.calls.push(`${region}|${date.toISOString().slice(0, 10)}`);
      return real.isHoliday(date, region);
    },
  };
});

const { addWorkingDays, estimateDelivery, isWorkingDay } = await import('./delivery');

describe('holiday calendar lookups', () => {
  afterEach(() => {
    asked.calls.length = 0;
  });

  it('asks the calendar once per day and region, and still knows the holidays', () => {
    // 2026-12-24 is a Thursday, 25/26 December are public holidays everywhere
    expect(addWorkingDays('2026-12-23', 2, 'BUND')).toBe('2026-12-28');
    const first = asked.calls.length;
    expect(first).toBeGreaterThan(0);
    expect(new Set(asked.calls).size).toBe(first);
    expect(addWorkingDays('2026-12-23', 2, 'BUND')).toBe('2026-12-28');
    expect(isWorkingDay('2026-12-25', 'BUND')).toBe(false);
    expect(asked.calls.length).toBe(first);
    // another region is its own question: 8 March (a Monday in 2027) is a holiday in Berlin only
    expect(isWorkingDay('2027-03-08', 'BE')).toBe(false);
    expect(isWorkingDay('2027-03-08', 'BUND')).toBe(true);
    expect(asked.calls.slice(first)).toEqual(['BE|2027-03-08', 'BUND|2027-03-08']);
  });

  it('two estimates of the same moment ask nothing new the second time', () => {
    const at = new Date('2026-12-21T09:00:00Z');
    const a = estimateDelivery(at, 'immediate');
    const before = asked.calls.length;
    const b = estimateDelivery(at, 'immediate');
    expect(b).toEqual(a);
    expect(asked.calls.length).toBe(before);
  });
});
