import { requireCustomerRow } from '@/lib/server/account';
import { co2CertificatePdf, co2Report, exportFileName, exportLocale } from '@/lib/server/fleet';
import { apiHandler, sendFile, singleQuery } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/co2/certificate?locale (bearer or auth cookie) → application/pdf, one page. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireCustomerRow(req);
    const locale = exportLocale(singleQuery(req).locale, customer.locale);
    const report = await co2Report(customer.id);
    const pdf = await co2CertificatePdf(report, { customerId: customer.id, name: `${customer.firstName} ${customer.lastName}`, company: customer.company }, locale);
    sendFile(res, pdf, { type: 'application/pdf', fileName: exportFileName('co2', locale, 'pdf') });
  },
});
