import { adminRecordId } from '@/lib/contracts/admin-leads';
import { approveApplication } from '@/lib/server/admin/leads-affiliates';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/affiliates/{leadId}/approve → creates the partner code and mails it; 409 when approved already. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.leadId, adminRecordId);
    noStore(res);
    return approveApplication(staff, id);
  },
});
