import '@/lib/server/only';

/**
 * The order record shared by the domains that act on an order: its status timeline. The checkout,
 * payments and shipping (platform) and invoices and credit notes (invoicing) each write an entry in
 * the transaction that changes the order; the account area and the back office read it.
 */
export { listOrderEvents, recordOrderEvent, type OrderEventView } from './timeline';
