import '@/lib/server/only';
import type { IncomingHttpHeaders } from 'node:http';
import type { PostalAddress } from '../db/schema';

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

/** What is needed of a request: its headers and parsed cookies (NextApiRequest and GSSP req both fit). */
export type RequestLike = { headers: IncomingHttpHeaders; cookies?: Partial<Record<string, string>> };

/**
 * The customer of a valid token in the Authorization bearer header or the auth cookie
 * (zweitwerk-auth-jwt); null when there is none or it is invalid or expired.
 */
export async function currentCustomer(req: RequestLike): Promise<CurrentCustomer | null> {
  void req;
  return null;
}
