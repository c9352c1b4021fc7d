/** A postal address as the JSON columns of customers, orders, invoices and service requests hold it. */
export type PostalAddress = {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  name?: string;
  company?: string;
};
