import { requireFleetCustomer } from '@/lib/server/account';
import { deviceQuerySchema } from '@/lib/contracts/fleet';
import { devicesCsv, exportFileName, exportLocale, listDevices } from '@/lib/server/fleet';
import { apiHandler, parseInput, sendFile, singleQuery } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/devices/export?locale&filters (bearer or auth cookie, business) → text/csv of the filtered devices. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const { locale: _locale, ...filters } = singleQuery(req);
    const query = parseInput(deviceQuerySchema, filters);
    const locale = exportLocale(singleQuery(req).locale, customer.locale);
    const list = await listDevices(customer.id, query);
    sendFile(res, devicesCsv(list, locale), { type: 'text/csv; charset=utf-8', fileName: exportFileName('devices', locale, 'csv') });
  },
});
