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
