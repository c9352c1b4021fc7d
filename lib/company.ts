/**
 * The company behind the shop: one place for the imprint, invoices, mails, the footer and the
 * contact page. The data is fictitious but complete, so every legal text can be written against it.
 */
export const company = {
  legalName: 'Zweitwerk GmbH',
  brand: 'Zweitwerk',
  street: 'Gneisenaustraße 42',
  postalCode: '10961',
  city: 'Berlin',
  /** ISO 3166-1 alpha-2 */
  country: 'DE',
  countryName: { de: 'Deutschland', en: 'Germany' },
  /** managing directors (Geschäftsführer), as in the commercial register */
  managingDirectors: ['Jana Albers', 'Tobias Kranz'],
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 248113 B' },
  /** USt-IdNr. (§ 27a UStG) */
  vatId: 'DE341587726',
  /** Steuernummer at the Berlin tax office */
  taxNumber: '29/512/31085',
  /** WEEE registration (ElektroG) */
  weeeNumber: 'DE 71235894',
  /** responsible for content under § 18 (2) MStV */
  contentResponsible: { name: 'Jana Albers', address: 'Gneisenaustraße 42, 10961 Berlin' },
  phone: { display: '+49 30 5490 7720', href: 'tel:+493054907720' },
  email: {
    /** general enquiries and customer service */
    service: 'service@zweitwerk.de',
    /** business customers: quotes, leasing, take-back */
    sales: 'business@zweitwerk.de',
    privacy: 'datenschutz@zweitwerk.de',
    affiliate: 'partner@zweitwerk.de',
  },
  /** customer service hours, Europe/Berlin */
  openingHours: { days: 'mon-fri', from: '09:00', to: '18:00' },
  dataProtectionOfficer: { name: 'Dr. Miriam Vogt', email: 'datenschutz@zweitwerk.de' },
  bank: {
    accountHolder: 'Zweitwerk GmbH',
    bank: 'Commerzbank Berlin',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  },
  siteHost: 'www.zweitwerk.de',
} as const;

/** One-line postal address, e.g. for invoices and mail footers. */
export function companyAddressLine(): string {
  return `${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}`;
}
