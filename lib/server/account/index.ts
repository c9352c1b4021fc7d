import '@/lib/server/only';

/**
 * The account domain's public face: customers and their sign-in (tokens, passwords, resets), the
 * signed-in customer of a request, what a customer may use, and the account area's readouts
 * (orders, invoices, summary).
 */
export type { CurrentCustomer, CustomerRow, RequestLike } from './types';
export { hasFleet, requireFleetCustomer } from './access';
export { changeCustomerPassword, INVALID_CREDENTIALS, loginCustomer, registerCustomer, updateCustomerProfile } from './auth';
export { currentCustomer, customerRowOf, requestToken, requireCustomerRow } from './current';
export { findCustomerByEmail, normalizeEmail, toCustomerProfile } from './customers';
export { revokeToken } from './tokens';
export { requestPasswordReset, resetPassword } from './password-reset';
export { accountPath, customerOrLoginRedirect, redirectToParam } from './pages';
export { listLatestOrders } from './orders';
export { getCustomerOrder, listCustomerOrders } from './order-history';
export { findCustomerInvoice, getCustomerInvoice, invoicesCsv, listCustomerInvoices } from './invoices';
export { accountSummary } from './summary';
