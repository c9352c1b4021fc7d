import { adminAnswerMail, adminRecordId } from '@/lib/contracts/admin-leads';
import { answerAdminLead } from '@/lib/server/admin/leads';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/leads/{id}/answer { subject, text } → mails the sender (SMTP or outbox) and records it. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.leadId, adminRecordId);
    const body = parseInput(adminAnswerMail, await readJsonBody(req));
    noStore(res);
    return { answer: await answerAdminLead(staff, id, body) };
  },
});
