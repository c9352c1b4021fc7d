import { requireFleetCustomer } from '@/lib/server/account';
import { deviceQuerySchema } from '@/lib/contracts/fleet';
import { listDevices } from '@/lib/server/fleet';
import { apiHandler, noStore, parseInput, singleQuery } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/devices?q&category&status&employeeId&sort&dir (bearer, business) → { items } */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const query = parseInput(deviceQuerySchema, singleQuery(req));
    noStore(res);
    return { items: await listDevices(customer.id, query) };
  },
});
