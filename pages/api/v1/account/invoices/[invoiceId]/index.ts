import { getCustomerInvoice, requireCustomerRow } from '@/lib/server/account';
import { apiHandler, noStore, NotFoundError, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/invoices/{invoiceId} (bearer) → the invoice as issued; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const invoice = await getCustomerInvoice(row.id, routeParam(req.query.invoiceId));
    if (!invoice) throw new NotFoundError('Invoice not found.');
    noStore(res);
    return invoice;
  },
});
