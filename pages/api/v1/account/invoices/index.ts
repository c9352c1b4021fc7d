import { listCustomerInvoices, requireCustomerRow } from '@/lib/server/account';
import { apiHandler, noStore } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/invoices (bearer) → { items }: invoices and credit notes, newest first. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    noStore(res);
    return { items: await listCustomerInvoices(row.id) };
  },
});
