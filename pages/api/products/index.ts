import { parseListingQuery } from '@/lib/catalog/listing-query';
import { listProducts } from '@/lib/server/catalog';
import { apiHandler } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET /api/products: a filtered, sorted page of products with facet counts. */
export default apiHandler({
  GET: async (req, res) => {
    const { locale, ...state } = parseListingQuery(req.query);
    const result = await listProducts(state, locale);
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
    return result;
  },
});
