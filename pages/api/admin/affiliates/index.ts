import { listAdminAffiliates } from '@/lib/server/admin/leads-affiliates';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/affiliates → applications (with their code once approved) and partners. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    noStore(res);
    return listAdminAffiliates();
  },
});
