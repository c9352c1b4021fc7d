import type { IncomingHttpHeaders } from 'node:http';
import type { CustomerProfile } from '@/lib/contracts/customer';
import type { customers } from '../db/schema';

/** A customer row as stored (includes the password hash: never sent to a browser). */
export type CustomerRow = typeof customers.$inferSelect;

/** What the account API answers for `GET /v1/account/customer`. */
export type { CustomerProfile };

/** The signed-in customer as other areas (checkout, thank-you page) see them. */
export type CurrentCustomer = Omit<CustomerProfile, 'newsletter' | 'pricesNet' | 'createdAt'>;

/** What is needed of a request: its headers and parsed cookies (NextApiRequest and GSSP req both fit). */
export type RequestLike = { headers: IncomingHttpHeaders; cookies?: Partial<Record<string, string>> };
