import { accountSummary, requireCustomerRow } from '@/lib/server/account';
import { apiHandler, noStore } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/summary (bearer) → the account index's figures (fleet figures for business accounts only). */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    noStore(res);
    return accountSummary(row.id, row.customerType);
  },
});
