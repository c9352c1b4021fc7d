import * as z from 'zod/mini';

export const ORDER_STATUS_FILTERS = ['awaiting_payment', 'invoiced', 'paid', 'shipped', 'cancelled'] as const;
export const ORDERS_PAGE_SIZE = 10;

/** Query of GET {api}/v1/account/orders: optional status filter and page (1-based). */
export const orderListQuery = z.object({
  status: z.optional(z.enum(ORDER_STATUS_FILTERS, 'invalid_choice')),
  page: z._default(z.coerce.number().check(z.int('invalid_number'), z.gte(1, 'invalid_number'), z.lte(10_000, 'invalid_number')), 1),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Body of POST {api}/v1/account/orders/{orderId}/reorder: the browser's cart to fill, when it has one. */
export const reorderBody = z.object({
  cartId: z.optional(z.nullable(z.string().check(z.regex(UUID, 'invalid_choice')))),
});
