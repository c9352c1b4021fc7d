import { apiHandler } from '@/lib/server/http/api-handler';
import { checkHealth } from '@/lib/server/health';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

export default apiHandler({
  GET: async (_req, res) => {
    const health = await checkHealth();
    res.setHeader('Cache-Control', 'no-store');
    res.status(health.ok ? 200 : 503).json(health);
  },
});
