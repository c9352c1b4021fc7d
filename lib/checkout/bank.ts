import { company } from '../company';

/** Where prepayment customers transfer the money; the order number is the payment reference. */
export const BANK_DETAILS = company.bank;

/** Days a prepayment order is reserved before it is cancelled. */
export const PREPAYMENT_DAYS = 7;
/** Payment term of invoices to business customers, days net. */
export const INVOICE_DAYS = 14;
