import { z } from 'zod';
import { getProduct } from '@/lib/server/catalog';
import { apiHandler, NotFoundError, parseInput } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

const query = z
  .object({
    productId: z.string().regex(/^[a-z0-9-]{1,120}$/),
    locale: z.enum(['de', 'en']).default('de'),
  })
  .strict();

/** GET /api/products/{productId}: one product (by handle) with all its offers. */
export default apiHandler({
  GET: async (req, res) => {
    const { productId, locale } = parseInput(query, req.query);
    const product = await getProduct(productId, locale);
    if (!product) throw new NotFoundError('No such product.');
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
    return product;
  },
});
