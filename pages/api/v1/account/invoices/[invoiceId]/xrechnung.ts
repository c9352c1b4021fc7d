import { findCustomerInvoice, requireCustomerRow } from '@/lib/server/account';
import { xrechnungXml } from '@/lib/server/invoicing';
import { apiHandler, NotFoundError, routeParam, sendFile } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/invoices/{invoiceId}/xrechnung (bearer or auth cookie) → XRechnung UBL XML. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const inv = await findCustomerInvoice(row.id, routeParam(req.query.invoiceId));
    if (!inv) throw new NotFoundError('Invoice not found.');
    const xml = await xrechnungXml(inv);
    sendFile(res, xml, { type: 'application/xml; charset=utf-8', fileName: `${inv.number}-xrechnung.xml` });
  },
});
