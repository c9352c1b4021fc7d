import { isHoliday } from 'feiertagejs';
import { deliveryConfig, type DeliveryConfig } from './delivery-config';
import type { Locale } from './site-config';
import { dateTimeFormat, localeTag } from './intl';

export { deliveryDays, type DeliveryConfig } from './delivery-config';

/** A calendar date without time, `YYYY-MM-DD`. */
export type PlainDate = string;

export type PaymentTiming = 'immediate' | 'prepayment';

/** When an order placed now is expected to leave the warehouse and to arrive. */
export type DeliveryEstimate = {
  /** first and last day the parcel may leave */
  dispatchFrom: PlainDate;
  dispatchTo: PlainDate;
  /** first and last day it may arrive */
  earliest: PlainDate;
  latest: PlainDate;
  /** an order paid now still leaves today */
  beforeCutoff: boolean;
  /** prepayment: dispatch waits for the transfer */
  waitsForPayment: boolean;
};

const NATIONWIDE = 'BUND' as const;

function toDate(d: PlainDate): Date {
  // noon UTC is the same calendar day in Germany in summer and winter time
  return new Date(`${d}T12:00:00Z`);
}

function addDays(d: PlainDate, n: number): PlainDate {
  const x = toDate(d);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
}

/** Calendar date and minutes since midnight of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): { date: PlainDate; minutes: number } {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

// Whether a day is a holiday never changes. The calendar library builds several Intl date
// formatters per question (a product page's delivery line built 130, 70 ms at 4x CPU throttling
// in the browser), so each day and region is asked once per process or page.
const holidays = new Map<string, boolean>();

function isPublicHoliday(d: PlainDate, region: DeliveryConfig['dispatchRegion']): boolean {
  const key = `${region}|${d}`;
  let holiday = holidays.get(key);
  if (holiday === undefined) {
    holiday = isHoliday(toDate(d), region);
    holidays.set(key, holiday);
  }
  return holiday;
}

/** Monday to Friday and no public holiday in the region. */
export function isWorkingDay(d: PlainDate, region: DeliveryConfig['dispatchRegion']): boolean {
  const day = toDate(d).getUTCDay();
  if (day === 0 || day === 6) return false;
  return !isPublicHoliday(d, region);
}

/** The day `n` working days after `d` (n = 0: `d` itself if it is a working day, else the next one). */
export function addWorkingDays(d: PlainDate, n: number, region: DeliveryConfig['dispatchRegion']): PlainDate {
  let day = d;
  while (!isWorkingDay(day, region)) day = addDays(day, 1);
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, region)) left--;
  }
  return day;
}

function cutoffMinutes(cutoff: string): number {
  const [h, m] = cutoff.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The delivery window of an order placed at `at`: paid orders leave the same working day when
 * placed before the cut-off, else the next working day; prepayment first waits for the transfer
 * (a bank needs working days); the carrier then needs its transit days. Weekends and public
 * holidays (the warehouse's state for dispatch, nationwide for transit) do not count.
 */
export function estimateDelivery(at: Date, payment: PaymentTiming = 'immediate', cfg: DeliveryConfig = deliveryConfig()): DeliveryEstimate {
  const { date, minutes } = localParts(at, cfg.timeZone);
  const beforeCutoff = isWorkingDay(date, cfg.dispatchRegion) && minutes < cutoffMinutes(cfg.cutoff);
  const firstDispatch = beforeCutoff ? date : addWorkingDays(addDays(date, 1), 0, cfg.dispatchRegion);
  let dispatchFrom = firstDispatch;
  let dispatchTo = firstDispatch;
  if (payment === 'prepayment') {
    // a transfer started today arrives after its working days; the parcel leaves the day it arrives
    const start = beforeCutoff ? date : firstDispatch;
    dispatchFrom = addWorkingDays(start, cfg.transferDays.min, NATIONWIDE);
    dispatchTo = addWorkingDays(start, cfg.transferDays.max, NATIONWIDE);
    dispatchFrom = addWorkingDays(dispatchFrom, 0, cfg.dispatchRegion);
    dispatchTo = addWorkingDays(dispatchTo, 0, cfg.dispatchRegion);
  }
  return {
    dispatchFrom,
    dispatchTo,
    earliest: addWorkingDays(dispatchFrom, cfg.transitDays.min, NATIONWIDE),
    latest: addWorkingDays(dispatchTo, cfg.transitDays.max, NATIONWIDE),
    beforeCutoff,
    waitsForPayment: payment === 'prepayment',
  };
}

/** `Di., 25.11.` / `Tue 25 Nov` for a plain date. */
export function formatDeliveryDate(d: PlainDate, locale: Locale): string {
  return dateTimeFormat(localeTag(locale), {
    weekday: 'short',
    day: 'numeric',
    month: locale === 'de' ? '2-digit' : 'short',
    timeZone: 'UTC',
  }).format(toDate(d));
}

/** The window as text: one date when both ends agree, else `from – to`. */
export function formatDeliveryWindow(e: Pick<DeliveryEstimate, 'earliest' | 'latest'>, locale: Locale): string {
  const from = formatDeliveryDate(e.earliest, locale);
  return e.earliest === e.latest ? from : `${from} – ${formatDeliveryDate(e.latest, locale)}`;
}
