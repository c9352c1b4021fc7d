import { z } from 'zod';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import { addCartLine, MAX_LINE_QUANTITY } from '@/lib/server/platform/cart';
import { noStore, param } from '@/lib/server/platform/http';

export const config = { api: { bodyParser: false as const } };

/** Prices are never taken from the request: only the variant and how many. */
export const addLineSchema = z.object({
  variantId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});

/** POST /api/cart/{cartId}/lines: adds units of a variant; answers the cart. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const cartId = param(req, 'cartId');
    const body = addLineSchema.parse(await readJsonBody(req));
    return addCartLine(cartId, body.variantId, body.quantity);
  },
});
