import * as z from 'zod/mini';
import { choice, optionalLine } from './fields';

export { login as staffLogin } from './auth';

/** Order states as the back office filters them (same values as the order table). */
export const ADMIN_ORDER_STATUSES = ['awaiting_payment', 'invoiced', 'paid', 'shipped', 'cancelled'] as const;
export const ADMIN_PAYMENT_METHODS = ['prepayment', 'invoice'] as const;

const isoDay = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')));

/** `GET /api/admin/orders`: every filter optional; `q` matches an order number or e-mail. */
export const adminOrderQuery = z.object({
  status: z.optional(choice(ADMIN_ORDER_STATUSES)),
  payment: z.optional(choice(ADMIN_PAYMENT_METHODS)),
  from: isoDay,
  to: isoDay,
  /** customer: e-mail, name or company (part of it) */
  customer: optionalLine(120),
  q: optionalLine(120),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type AdminOrderQuery = z.output<typeof adminOrderQuery>;

/** `POST /api/admin/orders/{id}/cancel` */
export const adminCancelOrder = z.object({ reason: optionalLine(500) });

/** An order id in a path. */
export const orderIdParam = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not_found'));
