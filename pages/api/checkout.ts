import { checkoutRequest } from '@/lib/contracts/checkout';
import { currentCustomer } from '@/lib/server/account';
import { idempotencyKeyOf, orderAccessCookie, placeOrder } from '@/lib/server/platform';
import { toLocale } from '@/lib/site-config';
import { AFFILIATE_COOKIE } from '@/lib/affiliate';
import { activeAffiliateCode } from '@/lib/server/leads';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST /api/checkout: places the cart's order; 201 { orderNumber, totalCents } (a retry with the same
 * Idempotency-Key gets the same answer), 400 with field details, 403 for invoice without a business
 * account, 409 when stock is short.
 */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const key = idempotencyKeyOf(req.headers['idempotency-key']);
    const body = parseInput(checkoutRequest, await readJsonBody(req));
    const customer = await currentCustomer(req);
    // the partner code of the attribution cookie (set only after consent), when it names an active partner
    const affiliateCode = await activeAffiliateCode(req.cookies[AFFILIATE_COOKIE]);
    const order = await placeOrder(body, { idempotencyKey: key, customer, locale: toLocale(body.locale ?? customer?.locale), affiliateCode });
    res.setHeader('Set-Cookie', orderAccessCookie(order.orderNumber, order.accessToken, req.headers.host));
    if (!order.created) res.setHeader('Idempotent-Replayed', 'true');
    res.status(201).json({ orderNumber: order.orderNumber, totalCents: order.totalCents });
  },
});
