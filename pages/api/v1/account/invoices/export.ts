import * as z from 'zod/mini';
import { invoicesCsv, listCustomerInvoices, requireCustomerRow } from '@/lib/server/account';
import { apiHandler, parseInput, sendFile } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

const query = z.object({ locale: z._default(z.enum(['de', 'en'], 'invalid_choice'), 'de') });

/** GET {api}/v1/account/invoices/export?locale= (bearer or auth cookie) → text/csv of all invoices. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const { locale } = parseInput(query, req.query);
    const csv = invoicesCsv(await listCustomerInvoices(row.id), locale);
    sendFile(res, csv, { type: 'text/csv; charset=utf-8', fileName: locale === 'de' ? 'rechnungen.csv' : 'invoices.csv' });
  },
});
