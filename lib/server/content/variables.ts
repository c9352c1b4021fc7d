import '@/lib/server/only';
import { AFFILIATE_COOKIE, affiliateTerms } from '@/lib/affiliate';
import { PENDING_REF_KEY } from '@/lib/affiliate-ref';
import { INVOICE_DAYS, PREPAYMENT_DAYS } from '@/lib/checkout/bank';
import { DRAFT_STORAGE_KEY } from '@/lib/checkout/draft';
import { SHIPPING_COUNTRIES } from '@/lib/checkout/types';
import { company } from '@/lib/company';
import { formatOpeningHours } from '@/lib/company-format';
import { formatPrice } from '@/lib/catalog/money';
import { leasingTable } from '@/lib/leasing';
import { siteConfig, type Locale } from '@/lib/site-config';

const COUNTRY_NAMES: Record<Locale, Intl.DisplayNames> = {
  de: new Intl.DisplayNames(['de-DE'], { type: 'region' }),
  en: new Intl.DisplayNames(['en-GB'], { type: 'region' }),
};

function list(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'long', type: 'conjunction' }).format(items);
}

/** A whole-euro amount without cents: de `50.000 €`, en `€50,000`. */
function wholeEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: siteConfig.currency, maximumFractionDigits: 0 }).format(cents / 100);
}

/**
 * Values a content file may name as `{{company.phone}}`: company data from lib/company.ts and the
 * shop's constants, so legal and service texts never hold a copy that could drift.
 */
function contentVariables(locale: Locale): Record<string, string> {
  return {
    'company.legalName': company.legalName,
    'company.street': company.street,
    'company.postalCode': company.postalCode,
    'company.city': company.city,
    'company.country': company.countryName[locale],
    'company.managingDirectors': list([...company.managingDirectors], locale),
    'company.registerCourt': company.register.court,
    'company.registerNumber': company.register.number,
    'company.vatId': company.vatId,
    'company.taxNumber': company.taxNumber,
    'company.weeeNumber': company.weeeNumber,
    'company.contentResponsible': company.contentResponsible.name,
    'company.contentResponsibleAddress': company.contentResponsible.address,
    'company.phone': company.phone.display,
    'company.phoneHref': company.phone.href,
    'company.emailService': company.email.service,
    'company.emailSales': company.email.sales,
    'company.emailPrivacy': company.email.privacy,
    'company.emailAffiliate': company.email.affiliate,
    'company.openingHours': formatOpeningHours(locale),
    'company.dpoName': company.dataProtectionOfficer.name,
    'company.dpoEmail': company.dataProtectionOfficer.email,
    'company.bankHolder': company.bank.accountHolder,
    'company.bankName': company.bank.bank,
    'company.iban': company.bank.iban,
    'company.bic': company.bank.bic,
    'company.host': company.siteHost,
    'shop.shippingFee': formatPrice(siteConfig.shippingCents, locale),
    'shop.vatPercent': locale === 'de' ? `${Math.round(siteConfig.vatRate * 100)} %` : `${Math.round(siteConfig.vatRate * 100)}%`,
    'shop.shippingCountries': list(SHIPPING_COUNTRIES.map((c) => COUNTRY_NAMES[locale].of(c) ?? c), locale),
    'shop.prepaymentDays': String(PREPAYMENT_DAYS),
    'shop.invoiceDays': String(INVOICE_DAYS),
    'shop.platformCookie': `${siteConfig.brand.toLowerCase()}-platform-session`,
    'shop.checkoutDraftKey': DRAFT_STORAGE_KEY,
    'leasing.min': wholeEuros(leasingTable.minValueCents, locale),
    'leasing.max': wholeEuros(leasingTable.maxValueCents, locale),
    'shop.refCookie': AFFILIATE_COOKIE,
    'shop.refPendingKey': PENDING_REF_KEY,
    'shop.refDays': String(affiliateTerms.attributionDays),
    'shop.authCookie': siteConfig.authCookieName,
    'shop.utmCookie': siteConfig.utmCookieName,
    'shop.utmCookieDays': String(siteConfig.utmCookieDays),
    'shop.consentKey': siteConfig.consentStorageKey,
    'shop.cartKey': siteConfig.cartIdStorageKey,
    'shop.flagsKey': siteConfig.flagsStorageKey,
    'shop.flagKeyKey': siteConfig.flagKeyStorageKey,
    'shop.gtmSessionKey': siteConfig.gtmSessionStorageKey,
  };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g;

/** Replaces `{{name}}` placeholders; an unknown name is an error, so a typo never reaches a page. */
export function fillPlaceholders(source: string, locale: Locale, file = 'content'): string {
  const vars = contentVariables(locale);
  return source.replace(PLACEHOLDER, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${file}: unknown placeholder {{${name}}}`);
    return value;
  });
}
