import '@/lib/server/only';

export { listProducts, type ListingScope } from './listing';
export {
  getProduct,
  listBestsellers,
  listBrands,
  listCategories,
  listProductCardsByHandles,
  listProductHandles,
  listRelatedProducts,
  listTags,
  searchSuggestions,
} from './products';
export {
  createOfferWithPrice,
  LOWEST_PRICE_DAYS,
  REDUCTION_SHOWN_DAYS,
  PriceChangeError,
  priceHistoryOf,
  priceReductions,
  recordPriceChange,
  type PriceChange,
} from './prices';
export { clearCatalogCache, pageBestsellers, pageListing, pageProduct, pageProductCards } from './cached';
export { categoryListing, listingPageProps } from './page-data';
export { catalogSitemapEntries, registerCatalogSitemap } from './sitemap';
