import { adminNewsletterQuery } from '@/lib/contracts/admin-leads';
import { listConfirmedSubscribers } from '@/lib/server/admin/leads-newsletter';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/newsletter?q&page → confirmed subscribers only, with their count. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const query = parseInput(adminNewsletterQuery, req.query);
    noStore(res);
    return listConfirmedSubscribers(query);
  },
});
