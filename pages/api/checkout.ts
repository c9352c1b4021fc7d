import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import { currentCustomer } from '@/lib/server/account/current';
import { checkoutBodySchema, idempotencyKeySchema, placeOrder } from '@/lib/server/platform/checkout';
import { noStore } from '@/lib/server/platform/http';
import { orderAccessCookie } from '@/lib/server/platform/order-access';
import { toLocale } from '@/lib/site-config';

export const config = { api: { bodyParser: false as const } };

/** POST /api/checkout: places the cart's order; 201 { orderNumber, totalCents } (a retry with the same Idempotency-Key gets the same answer), 409 when stock is short. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const rawKey = req.headers['idempotency-key'];
    const key = rawKey === undefined ? null : idempotencyKeySchema.parse(Array.isArray(rawKey) ? rawKey[0] : rawKey);
    const body = checkoutBodySchema.parse(await readJsonBody(req));
    const customer = await currentCustomer(req);
    const order = await placeOrder(body, { idempotencyKey: key, customer, locale: toLocale(body.locale ?? customer?.locale) });
    res.setHeader('Set-Cookie', orderAccessCookie(order.orderNumber, order.accessToken, req.headers.host));
    if (!order.created) res.setHeader('Idempotent-Replayed', 'true');
    res.status(201).json({ orderNumber: order.orderNumber, totalCents: order.totalCents });
  },
});
