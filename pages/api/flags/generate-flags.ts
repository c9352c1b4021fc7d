import { z } from 'zod';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import { generateFlags } from '@/lib/server/flags/service';

const query = z.object({
  key: z.string().min(1).max(128),
  enabled: z.enum(['0', '1']).default('1'),
  app: z.string().min(1).max(64),
});

export default apiHandler({
  POST: async (req, res) => {
    const q = query.parse(req.query);
    // the payload is context for targeting; it must be a JSON object when present
    z.record(z.string(), z.unknown()).parse(await readJsonBody(req));
    res.setHeader('Cache-Control', 'no-store');
    return generateFlags({ key: q.key, enabled: q.enabled === '1', app: q.app });
  },
});

export const config = { api: { bodyParser: false as const } };
