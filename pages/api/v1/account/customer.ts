import { requireCustomerRow, toCustomerProfile, updateCustomerProfile } from '@/lib/server/account';
import { profileUpdate } from '@/lib/contracts/customer';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/customer (bearer) → the customer; PATCH with profile fields → the updated customer. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    noStore(res);
    return toCustomerProfile(row);
  },
  PATCH: async (req, res) => {
    const row = await requireCustomerRow(req);
    const update = parseInput(profileUpdate, await readJsonBody(req));
    noStore(res);
    return updateCustomerProfile(row, update);
  },
});
