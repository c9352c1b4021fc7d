/** Where prepayment customers transfer the money; the order number is the payment reference. */
export const BANK_DETAILS = {
  accountHolder: 'Zweitwerk GmbH',
  bank: 'Commerzbank Berlin',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
} as const;

/** Days a prepayment order is reserved before it is cancelled. */
export const PREPAYMENT_DAYS = 7;
/** Payment term of invoices to business customers, days net. */
export const INVOICE_DAYS = 14;
