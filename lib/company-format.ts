import { company } from './company';
import type { Locale } from './site-config';

const DAYS: Record<typeof company.openingHours.days, Record<Locale, string>> = {
  'mon-fri': { de: 'Mo–Fr', en: 'Mon–Fri' },
};

/** Customer-service hours for people: de `Mo–Fr 09:00–18:00 Uhr`, en `Mon–Fri 09:00–18:00 (CET/CEST)`. */
export function formatOpeningHours(locale: Locale): string {
  const { days, from, to } = company.openingHours;
  return locale === 'de' ? `${DAYS[days].de} ${from}–${to} Uhr` : `${DAYS[days].en} ${from}–${to} (CET/CEST)`;
}

/** Postal address on two lines: street, then postal code and city. */
export function companyAddressLines(locale: Locale): string[] {
  return [company.legalName, company.street, `${company.postalCode} ${company.city}`, company.countryName[locale]];
}
