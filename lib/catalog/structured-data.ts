import { localizedUrl } from '../seo';
import type { Locale } from '../site-config';
import { primaryImage } from './images';
import { centsToDecimal } from './money';
import type { ProductDetail } from './types';

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string, locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: localizedUrl(siteUrl, c.path, locale) })),
  };
}

const CONDITION = 'https://schema.org/RefurbishedCondition';

/** schema.org Product with an AggregateOffer over all offers and one Offer per variant. */
export function productJsonLd(p: ProductDetail, siteUrl: string, locale: Locale, description: string): object {
  const url = localizedUrl(siteUrl, `/products/${p.handle}`, locale);
  const prices = p.variants.map((v) => v.priceCents);
  const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description,
    sku: p.variants[0]?.sku,
    image: new URL(primaryImage(p).src, siteUrl).toString(),
    brand: { '@type': 'Brand', name: p.brand.name },
    category: p.category,
    itemCondition: CONDITION,
    url,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: centsToDecimal(Math.min(...prices)),
      highPrice: centsToDecimal(Math.max(...prices)),
      offerCount: p.variants.length,
      availability: availability(p.variants.reduce((n, v) => n + v.stock, 0)),
      offers: p.variants.map((v) => ({
        '@type': 'Offer',
        sku: v.sku,
        price: centsToDecimal(v.priceCents),
        priceCurrency: 'EUR',
        // the manufacturer's original list price of this configuration, named as such
        ...(v.compareAtCents
          ? {
              priceSpecification: [
                { '@type': 'UnitPriceSpecification', price: centsToDecimal(v.priceCents), priceCurrency: 'EUR' },
                { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: centsToDecimal(v.compareAtCents), priceCurrency: 'EUR' },
              ],
            }
          : {}),
        itemCondition: CONDITION,
        availability: availability(v.stock),
        url: `${url}?variant=${v.id}`,
      })),
    },
  };
}
