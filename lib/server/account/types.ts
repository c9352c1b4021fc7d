import type { IncomingHttpHeaders } from 'node:http';
import type { customers, PostalAddress } from '../db/schema';

/** A customer row as stored (includes the password hash: never sent to a browser). */
export type CustomerRow = typeof customers.$inferSelect;

/** The signed-in customer as other areas (checkout, thank-you page) see them. */
export type CurrentCustomer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  customerType: 'private' | 'business';
  company: string | null;
  vatId: string | null;
  phone: string | null;
  locale: 'de' | 'en';
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
};

/** What the account API answers for `GET /v1/account/customer`. */
export type CustomerProfile = CurrentCustomer & {
  newsletter: boolean;
  /** a business customer's choice to see prices net (excl. VAT); always false for consumers */
  pricesNet: boolean;
  createdAt: string;
};

/** What is needed of a request: its headers and parsed cookies (NextApiRequest and GSSP req both fit). */
export type RequestLike = { headers: IncomingHttpHeaders; cookies?: Partial<Record<string, string>> };
