import { z } from 'zod';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import { MAX_LINE_QUANTITY, removeCartLine, updateCartLine } from '@/lib/server/platform/cart';
import { noStore, param } from '@/lib/server/platform/http';

export const config = { api: { bodyParser: false as const } };

export const updateLineSchema = z.object({ quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) });

/** PATCH sets a line's quantity (0 removes it), DELETE removes it; both answer the cart. */
export default apiHandler({
  PATCH: async (req, res) => {
    noStore(res);
    const body = updateLineSchema.parse(await readJsonBody(req));
    return updateCartLine(param(req, 'cartId'), param(req, 'lineId'), body.quantity);
  },
  DELETE: async (req, res) => {
    noStore(res);
    return removeCartLine(param(req, 'cartId'), param(req, 'lineId'));
  },
});
