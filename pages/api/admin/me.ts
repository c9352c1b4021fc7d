import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/me → the signed-in staff member (401 anonymous, 403 for a customer). */
export default apiHandler({
  GET: async (req, res) => {
    const staff = await requireStaff(req);
    noStore(res);
    return { staff };
  },
});
