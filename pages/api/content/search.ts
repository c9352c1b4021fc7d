import { z } from 'zod';
import { searchContent } from '@/lib/server/content';
import { apiHandler, parseInput } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

const query = z
  .object({
    q: z.string().trim().min(1).max(100),
    locale: z.enum(['de', 'en']).default('de'),
    limit: z.coerce.number().int().min(1).max(10).default(5),
  })
  .strict();

/** GET /api/content/search?q=: pages and articles for the header search and the results page. */
export default apiHandler({
  GET: async (req, res) => {
    const { q, locale, limit } = parseInput(query, req.query);
    const items = await searchContent(q, locale, limit);
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
    return { items };
  },
});
