import '@/lib/server/only';

/**
 * The account domain's public face: customers and their sign-in (tokens, passwords, resets), the
 * signed-in customer of a request, what a customer may use, and the account area's readouts
 * (orders, invoices, summary).
 */
export type { CurrentCustomer, CustomerProfile, CustomerRow, RequestLike } from './types';
export { hasFleet, requireFleetCustomer } from './access';
export { changeCustomerPassword, INVALID_CREDENTIALS, loginCustomer, registerCustomer, updateCustomerProfile } from './auth';
export { currentCustomer, customerRowOf, requestToken, requireCustomerRow } from './current';
export { findCustomerByEmail, findCustomerById, normalizeEmail, toCurrentCustomer, toCustomerProfile } from './customers';
export { customerForToken, revokeToken } from './tokens';
export { requestPasswordReset, resetLink, resetPassword, RESET_MAIL_SPACING_MS, RESET_MAILS_PER_HOUR, RESET_TOKEN_TTL_MS } from './password-reset';
export { accountPath, customerOrLoginRedirect, redirectToParam } from './pages';
export { listLatestOrders, type OrderSummary } from './orders';
export { countOpenOrders, getCustomerOrder, listCustomerOrders, type OrderDetail, type OrderList, type OrderListItem } from './order-history';
export { findCustomerInvoice, getCustomerInvoice, invoicesCsv, listCustomerInvoices, type InvoiceDetail, type InvoiceListItem } from './invoices';
export { accountSummary, type AccountSummary } from './summary';
