import { findCustomerInvoice, requireCustomerRow } from '@/lib/server/account';
import { invoicePdf } from '@/lib/server/invoicing';
import { apiHandler, NotFoundError, routeParam, sendFile } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/invoices/{invoiceId}/pdf (bearer or auth cookie) → application/pdf. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const inv = await findCustomerInvoice(row.id, routeParam(req.query.invoiceId));
    if (!inv) throw new NotFoundError('Invoice not found.');
    const pdf = await invoicePdf(inv);
    sendFile(res, pdf, { type: 'application/pdf', fileName: `${inv.number}.pdf`, disposition: 'inline' });
  },
});
