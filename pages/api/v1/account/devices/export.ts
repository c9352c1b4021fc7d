import { deviceQuerySchema } from '@/lib/contracts/fleet';
import { devicesCsv, exportFileName, listDevices, parseInput, requireFleetCustomer } from '@/lib/server/fleet';
import { exportLocale, sendFile, singleQuery } from '@/lib/server/fleet/http';
import { apiHandler } from '@/lib/server/http/api-handler';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/devices/export?locale&filters (bearer or auth cookie, business) → text/csv of the filtered devices. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const { locale: _locale, ...filters } = singleQuery(req);
    const query = parseInput(deviceQuerySchema, filters);
    const locale = exportLocale(req, customer);
    const list = await listDevices(customer.id, query);
    sendFile(res, devicesCsv(list, locale), 'text/csv; charset=utf-8', exportFileName('devices', locale, 'csv'));
  },
});
