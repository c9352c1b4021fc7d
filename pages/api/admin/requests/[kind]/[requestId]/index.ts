import { adminQuoteRequestUpdate, adminServiceRequestUpdate } from '@/lib/contracts/admin-leads';
import { assertRecordId } from '@/lib/server/admin/leads';
import { assertRequestKind, getAdminQuoteRequest, getAdminServiceRequest, updateAdminQuoteRequest, updateAdminServiceRequest } from '@/lib/server/admin/leads-requests';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/admin/requests/{service|quote}/{id} → the request (with devices for service requests) and its history.
 * PATCH … { status?, note? } → changes status and/or the staff note (audited).
 */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const kind = assertRequestKind(req.query.kind);
    const id = assertRecordId(req.query.requestId);
    res.setHeader('Cache-Control', 'no-store');
    return kind === 'service' ? getAdminServiceRequest(id) : getAdminQuoteRequest(id);
  },
  PATCH: async (req, res) => {
    const staff = await requireStaff(req);
    const kind = assertRequestKind(req.query.kind);
    const id = assertRecordId(req.query.requestId);
    const raw = await readJsonBody(req);
    res.setHeader('Cache-Control', 'no-store');
    return kind === 'service'
      ? updateAdminServiceRequest(staff, id, parseInput(adminServiceRequestUpdate, raw))
      : updateAdminQuoteRequest(staff, id, parseInput(adminQuoteRequestUpdate, raw));
  },
});
