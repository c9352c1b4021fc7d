import { requireCustomerRow } from '@/lib/server/account/current';
import { getCustomerInvoice } from '@/lib/server/account/invoices';
import { apiHandler } from '@/lib/server/http/api-handler';
import { NotFoundError } from '@/lib/server/http/errors';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/invoices/{invoiceId} (bearer) → the invoice as issued; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const invoice = await getCustomerInvoice(row.id, String(req.query.invoiceId ?? ''));
    if (!invoice) throw new NotFoundError('Invoice not found.');
    res.setHeader('Cache-Control', 'private, no-store');
    return invoice;
  },
});
