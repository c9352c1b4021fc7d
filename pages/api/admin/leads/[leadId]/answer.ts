import { adminAnswerMail } from '@/lib/contracts/admin-leads';
import { answerAdminLead, assertRecordId } from '@/lib/server/admin/leads';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/leads/{id}/answer { subject, text } → mails the sender (SMTP or outbox) and records it. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertRecordId(req.query.leadId);
    const body = parseInput(adminAnswerMail, await readJsonBody(req));
    res.setHeader('Cache-Control', 'no-store');
    return { answer: await answerAdminLead(staff, id, body) };
  },
});
