import { recordAudit } from '@/lib/server/admin/audit';
import { confirmedSubscribersCsv } from '@/lib/server/admin/leads-newsletter';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, sendFile } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/newsletter/export → CSV (email, locale, source, confirmed_at) of the confirmed subscribers; the export is recorded. */
export default apiHandler({
  GET: async (req, res) => {
    const staff = await requireStaff(req);
    const { csv, count } = await confirmedSubscribersCsv();
    await recordAudit(staff, { action: 'newsletter.export', entityType: 'newsletter', entityId: 'confirmed', after: { count } });
    const day = new Date().toISOString().slice(0, 10);
    sendFile(res, csv, { type: 'text/csv; charset=utf-8', fileName: `zweitwerk-newsletter-${day}.csv` });
  },
});
