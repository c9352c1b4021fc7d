import { requireCustomerRow } from '@/lib/server/account';
import { co2Report } from '@/lib/server/fleet';
import { apiHandler, noStore } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/co2 (bearer; every customer) → totals by category, month and device, with the factors used. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireCustomerRow(req);
    noStore(res);
    return co2Report(customer.id);
  },
});
