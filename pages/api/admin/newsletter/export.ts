import { recordAudit } from '@/lib/server/admin/audit';
import { confirmedSubscribersCsv } from '@/lib/server/admin/leads-newsletter';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/newsletter/export → CSV (email, locale, source, confirmed_at) of the confirmed subscribers; the export is recorded. */
export default apiHandler({
  GET: async (req, res) => {
    const staff = await requireStaff(req);
    const { csv, count } = await confirmedSubscribersCsv();
    await recordAudit(staff, { action: 'newsletter.export', entityType: 'newsletter', entityId: 'confirmed', after: { count } });
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="zweitwerk-newsletter-${day}.csv"`);
    res.status(200).send(csv);
  },
});
