import { checkHealth } from '@/lib/server/health';
import { apiHandler, noStore } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

export default apiHandler({
  GET: async (_req, res) => {
    const health = await checkHealth();
    noStore(res);
    res.status(health.ok ? 200 : 503).json(health);
  },
});
