import { adminAuditQuery } from '@/lib/contracts/admin-leads';
import { pageAudit } from '@/lib/server/admin/audit';
import { berlinDayEnd, berlinDayStart } from '@/lib/server/admin/leads';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/audit?staff&action&entityType&entityId&from&to&page → one page of the audit log, newest first. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const q = parseInput(adminAuditQuery, req.query);
    noStore(res);
    return pageAudit({
      staffEmail: q.staff,
      action: q.action,
      entityType: q.entityType,
      entityId: q.entityId,
      from: q.from ? berlinDayStart(q.from) : undefined,
      to: q.to ? berlinDayEnd(q.to) : undefined,
      page: q.page,
    });
  },
});
