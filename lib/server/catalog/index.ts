import '@/lib/server/only';

export { listProducts } from './listing';
export {
  getProduct,
  listBestsellers,
  listBrands,
  listCategories,
  listProductCardsByHandles,
  listRelatedProducts,
  listTags,
  searchSuggestions,
} from './products';
export {
  createOfferWithPrice,
  LOWEST_PRICE_DAYS,
  PriceChangeError,
  priceHistoryOf,
  priceReductions,
  recordPriceChange,
} from './prices';
export { pageBestsellers, pageProduct, pageProductCards } from './cached';
export { categoryListing, listingPageProps } from './page-data';
export { registerCatalogSitemap } from './sitemap';
