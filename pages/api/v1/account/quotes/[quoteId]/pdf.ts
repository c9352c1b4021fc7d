import { requireCustomerRow } from '@/lib/server/account/current';
import { apiHandler } from '@/lib/server/http/api-handler';
import { quoteWithLines } from '@/lib/server/quotes';
import { quotePdf } from '@/lib/server/quotes/document';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/quotes/{quoteId}/pdf (bearer or auth cookie, business accounts) → application/pdf. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const { quote, lines } = await quoteWithLines(row, String(req.query.quoteId ?? ''));
    const pdf = await quotePdf(quote, lines);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${quote.number}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).send(pdf);
  },
});
