import { requireCustomerRow } from '@/lib/server/account/current';
import { co2CertificatePdf, co2Report, exportFileName } from '@/lib/server/fleet';
import { exportLocale, sendFile } from '@/lib/server/fleet/http';
import { apiHandler } from '@/lib/server/http/api-handler';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/co2/certificate?locale (bearer or auth cookie) → application/pdf, one page. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireCustomerRow(req);
    const locale = exportLocale(req, customer);
    const report = await co2Report(customer.id);
    const pdf = await co2CertificatePdf(report, { customerId: customer.id, name: `${customer.firstName} ${customer.lastName}`, company: customer.company }, locale);
    sendFile(res, pdf, 'application/pdf', exportFileName('co2', locale, 'pdf'));
  },
});
