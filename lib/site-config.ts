import { CONSENT_STORAGE_KEY } from './consent-script';

/** Shop-wide constants shared by the storefront and the server. */
export const siteConfig = {
  brand: 'Zweitwerk',
  /** default subline after the pipe in every page title, per locale */
  subline: {
    de: 'Nachhaltige IT-Hardware',
    en: 'Sustainable IT equipment',
  },
  /** German VAT rate contained in every gross price */
  vatRate: 0.19,
  /** standard shipping, cents gross */
  shippingCents: 590,
  /** standard shipping, euros gross (the spec's constant 5.9) */
  shippingEuros: 5.9,
  currency: 'EUR',
  /**
   * Dispatch and delivery times: the one source for the product page, cart, checkout, thank-you
   * page and mails. Working days are Monday to Friday without public holidays (feiertagejs).
   */
  delivery: {
    /** the warehouse's time zone and federal state (its holidays stop dispatch) */
    timeZone: 'Europe/Berlin',
    dispatchRegion: 'BE',
    /** orders paid by this time (warehouse time, hh:mm) on a working day leave the same day */
    cutoff: '14:00',
    /** working days from dispatch to the door, German-wide holidays excluded */
    transitDays: { min: 1, max: 2 },
    /** working days a bank transfer takes to arrive (prepayment: dispatch waits for it) */
    transferDays: { min: 1, max: 2 },
  },
  /** max content width, px */
  contentWidth: 1320,
  /** min-widths in px; below smUI is the phone layout */
  breakpoints: {
    smUI: 576,
    mdUI: 768,
    lgUI: 1024,
    xlUI: 1320,
  },
  locales: ['de', 'en'] as const,
  defaultLocale: 'de' as const,
  /** hostnames on which the auth cookie is Secure and HSTS is sent */
  productionHosts: ['zweitwerk.de', 'www.zweitwerk.de'],
  authCookieName: 'zweitwerk-auth-jwt',
  /** auth cookie lifetime, ms (30 days) */
  authCookieMaxAgeMs: 2592000000,
  utmCookieName: 'utm-params',
  /** UTM cookie lifetime, days */
  utmCookieDays: 30,
  cartIdStorageKey: 'cartId',
  flagsStorageKey: 'futureFlatFlags',
  flagKeyStorageKey: 'futureFlatKey',
  gtmSessionStorageKey: 'gtm-session-id',
  consentStorageKey: CONSENT_STORAGE_KEY,
} as const;

export type Locale = (typeof siteConfig.locales)[number];
export type BreakpointName = keyof typeof siteConfig.breakpoints;

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/** Narrows Next's router locale (string | undefined) to a shop locale. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : siteConfig.defaultLocale;
}

/** The path prefix of a locale ('' for the default, '/en'), for links that do not go through next/link. */
export function localePrefix(locale: Locale): string {
  return locale === siteConfig.defaultLocale ? '' : `/${locale}`;
}

/** Name of the breakpoint active at a viewport width. */
export function breakpointFor(width: number): BreakpointName | 'xsUI' {
  const { smUI, mdUI, lgUI, xlUI } = siteConfig.breakpoints;
  if (width >= xlUI) return 'xlUI';
  if (width >= lgUI) return 'lgUI';
  if (width >= mdUI) return 'mdUI';
  if (width >= smUI) return 'smUI';
  return 'xsUI';
}
