import { z } from 'zod';
import { generateFlags } from '@/lib/server/flags/service';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

const query = z.object({
  key: z.string().min(1).max(128),
  enabled: z.enum(['0', '1']).default('1'),
  app: z.string().min(1).max(64),
});

export default apiHandler({
  POST: async (req, res) => {
    const q = parseInput(query, req.query);
    // the payload is context for targeting; it must be a JSON object when present
    parseInput(z.record(z.string(), z.unknown()), await readJsonBody(req));
    noStore(res);
    return generateFlags({ key: q.key, enabled: q.enabled === '1', app: q.app });
  },
});

export const config = { api: { bodyParser: false as const } };
