import { assertRecordId } from '@/lib/server/admin/leads';
import { approveApplication } from '@/lib/server/admin/leads-affiliates';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/affiliates/{leadId}/approve → creates the partner code and mails it; 409 when approved already. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertRecordId(req.query.leadId);
    res.setHeader('Cache-Control', 'no-store');
    return approveApplication(staff, id);
  },
});
