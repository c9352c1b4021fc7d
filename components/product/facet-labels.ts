import type { TFunction } from '@/lib/i18n';
import { formatEuros, formatRam, formatScreen, formatStorage, priceRangeParts } from '@/lib/catalog/format';
import { localizeTerm } from '@/lib/catalog/terms';
import type { FacetKey } from '@/lib/catalog/types';
import type { Locale } from '@/lib/site-config';

/** Display label of one facet value in the shopper's language. */
export function facetValueLabel(key: FacetKey, value: string, label: string | undefined, t: TFunction, locale: Locale): string {
  switch (key) {
    case 'brand':
      return label ?? value;
    case 'grade':
      return `${value} – ${t(`catalog:grade_${value}`)}`;
    case 'ram':
      return formatRam(Number(value));
    case 'storage':
      return formatStorage(Number(value), locale);
    case 'screen':
      return formatScreen(Number(value), locale);
    case 'price':
      return priceLabel(value, t, locale);
    default:
      return localizeTerm(value, locale);
  }
}

/** '0-199' → 'bis 199 €', '200-399' → '200 € – 399 €', '1000-' → 'ab 1.000 €'. */
function priceLabel(value: string, t: TFunction, locale: Locale): string {
  const { min, max } = priceRangeParts(value);
  if (max === undefined) return t('catalog:price_bucket_from', { min: formatEuros(min, locale) });
  if (min === 0) return t('catalog:price_bucket_upto', { max: formatEuros(max, locale) });
  return t('catalog:price_bucket_range', { min: formatEuros(min, locale), max: formatEuros(max, locale) });
}
