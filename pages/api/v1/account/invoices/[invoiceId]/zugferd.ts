import { findCustomerInvoice, requireCustomerRow } from '@/lib/server/account';
import { zugferdPdf } from '@/lib/server/invoicing';
import { apiHandler, NotFoundError, routeParam, sendFile } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/invoices/{invoiceId}/zugferd (bearer or auth cookie) → ZUGFeRD / Factur-X PDF/A-3. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const inv = await findCustomerInvoice(row.id, routeParam(req.query.invoiceId));
    if (!inv) throw new NotFoundError('Invoice not found.');
    const pdf = await zugferdPdf(inv);
    sendFile(res, pdf, { type: 'application/pdf', fileName: `${inv.number}-zugferd.pdf` });
  },
});
