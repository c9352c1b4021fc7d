import { requireCustomerRow } from '@/lib/server/account';
import { co2Csv, co2Report, exportFileName, exportLocale } from '@/lib/server/fleet';
import { apiHandler, sendFile, singleQuery } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/co2/export?locale (bearer or auth cookie) → text/csv, one row per device. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireCustomerRow(req);
    const locale = exportLocale(singleQuery(req).locale, customer.locale);
    sendFile(res, co2Csv(await co2Report(customer.id), locale), { type: 'text/csv; charset=utf-8', fileName: exportFileName('co2', locale, 'csv') });
  },
});
