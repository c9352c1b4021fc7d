import { z } from 'zod';
import { searchSuggestions } from '@/lib/server/catalog';
import { apiHandler, parseInput } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

const query = z
  .object({
    q: z.string().trim().min(1).max(100),
    locale: z.enum(['de', 'en']).default('de'),
  })
  .strict();

/** GET /api/products/suggest?q=: up to six products for the header search as the shopper types. */
export default apiHandler({
  GET: async (req, res) => {
    const { q, locale } = parseInput(query, req.query);
    const items = await searchSuggestions(q, locale);
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
    return { items };
  },
});
