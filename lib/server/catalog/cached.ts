import '@/lib/server/only';
import { subscribeOnce } from '../events';
import type { ListingState } from '@/lib/catalog/types';
import type { Locale } from '@/lib/site-config';
import { catalogCacheTtl, TtlCache } from '../cache';
import { plain } from '@/lib/plain-json';
import { listProducts, type ListingScope } from './listing';
import { getProduct, listBestsellers, listProductCardsByHandles, listRelatedProducts } from './products';

const ttl = catalogCacheTtl();
// shared through globalThis: pages and API routes are bundled with separate module registries
const globalForCatalog = globalThis as unknown as { __zwCatalogCache?: TtlCache };
const cache = (globalForCatalog.__zwCatalogCache ??= new TtlCache(ttl));

function memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
  return ttl > 0 ? cache.get(key, compute) : compute();
}

/**
 * Read models of the public catalog pages, kept briefly in memory (see TtlCache). Stock shown on
 * a page may lag by the TTL; the cart and the checkout always read the database.
 */
export function pageListing(state: ListingState, locale: Locale, scope: ListingScope = {}) {
  return memo(`listing|${locale}|${JSON.stringify(scope)}|${JSON.stringify(state)}`, async () => plain(await listProducts(state, locale, scope)));
}

export function pageBestsellers(locale: Locale, limit: number) {
  return memo(`bestsellers|${locale}|${limit}`, async () => plain(await listBestsellers(locale, limit)));
}

/** Cards for a list of handles (products an article recommends), in the given order. */
export function pageProductCards(handles: readonly string[], locale: Locale) {
  return memo(`cards|${locale}|${handles.join(',')}`, async () => plain(await listProductCardsByHandles(handles, locale)));
}

/** The product with its related products, or null for an unknown or unavailable handle. */
export function pageProduct(handle: string, locale: Locale) {
  return memo(`product|${locale}|${handle}`, async () => {
    const product = await getProduct(handle, locale);
    if (!product || product.variants.length === 0) return null;
    const related = await listRelatedProducts(product, locale);
    return { product: plain(product), related: plain(related) };
  });
}

/** For tests and after catalog changes. */
function clearCatalogCache(): void {
  cache.clear();
}

subscribeOnce('catalog-cache', 'catalog.changed', () => clearCatalogCache());
