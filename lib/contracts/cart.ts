import * as z from 'zod/mini';

/** Most units of one variant a cart line holds. */
export const MAX_LINE_QUANTITY = 99;

const quantityError = (i: { input?: unknown }) => (i.input === undefined ? 'required' : 'invalid_number');

/** `POST /api/cart/{cartId}/lines`: only the variant and how many; prices never come from the request. */
export const addCartLine = z.object({
  variantId: z.int({ error: quantityError }).check(z.positive('invalid_number'), z.lte(2_147_483_647, 'invalid_number')),
  quantity: z._default(z.int({ error: quantityError }).check(z.gte(1, 'invalid_number'), z.lte(MAX_LINE_QUANTITY, 'too_long')), 1),
});

/** `PATCH /api/cart/{cartId}/lines/{lineId}`: the new quantity; 0 removes the line. */
export const updateCartLine = z.object({
  quantity: z.int({ error: quantityError }).check(z.gte(0, 'invalid_number'), z.lte(MAX_LINE_QUANTITY, 'too_long')),
});
