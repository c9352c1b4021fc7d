import '@/lib/server/only';
import { NotFoundError } from '../http/errors';
import { requireCustomerRow } from './current';
import type { CustomerRow, RequestLike } from './types';

/** True when an account has the fleet screens (devices, employees, pool): business customers only. */
export function hasFleet(customer: Pick<CustomerRow, 'customerType'>): boolean {
  return customer.customerType === 'business';
}

/**
 * The signed-in business customer of a request: 401 when nobody is signed in, 404 for a private
 * account (the fleet resources do not exist for it).
 */
export async function requireFleetCustomer(req: RequestLike): Promise<CustomerRow> {
  const customer = await requireCustomerRow(req);
  if (!hasFleet(customer)) throw new NotFoundError('Not found');
  return customer;
}
