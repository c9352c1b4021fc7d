import { requireCustomerRow } from '@/lib/server/account';
import { quotePdf, quoteWithLines } from '@/lib/server/quotes';
import { apiHandler, routeParam, sendFile } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/quotes/{quoteId}/pdf (bearer or auth cookie, business accounts) → application/pdf. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const { quote, lines } = await quoteWithLines(row, routeParam(req.query.quoteId));
    const pdf = await quotePdf(quote, lines);
    sendFile(res, pdf, { type: 'application/pdf', fileName: `${quote.number}.pdf`, disposition: 'inline' });
  },
});
