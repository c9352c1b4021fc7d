import type * as z from 'zod/mini';
import { isFieldErrorCode, type FieldErrorCode } from './fields';

/** One problem of a request or form: the field's dotted path and a stable code. */
export type FieldIssue = { path: string; code: FieldErrorCode; message: string };

/** English sentences for API clients; the forms translate the codes from their namespace. */
const MESSAGES: Record<FieldErrorCode, string> = {
  required: 'This field is required.',
  invalid_type: 'This field has the wrong type.',
  too_long: 'This value is too long.',
  too_short: 'This value is too short.',
  control_characters: 'Control characters (such as NUL or line breaks) are not allowed here.',
  email_invalid: 'Please enter a valid e-mail address.',
  invalid_choice: 'This value is not one of the allowed choices.',
  invalid_number: 'This is not an allowed number.',
  phone_invalid: 'A phone number may contain digits, spaces and + ( ) / . - only.',
  postal_code_invalid: 'The postal code does not match the country.',
  street_number_missing: 'The street needs a house number.',
  country_unsupported: 'We ship to DE, AT, NL, BE, LU and FR only.',
  vat_id_invalid: 'The VAT ID does not have the format of an EU member state, e.g. DE123456789.',
  company_required: 'The company name is required for business customers.',
  invoice_business_only: 'Pay on invoice is available to business customers only.',
  net_prices_business_only: 'Net prices can be chosen by business customers only.',
  terms_required: 'The terms and conditions must be accepted.',
  password_too_short: 'The password must be at least 10 characters long.',
  password_too_long: 'The password must be at most 200 characters long.',
  token_invalid: 'The link is invalid.',
  unknown_field: 'This field is not accepted here.',
  consent_required: 'Please confirm your consent.',
  date_invalid: 'This is not a valid date (YYYY-MM-DD).',
  duplicate: 'A value is listed more than once.',
  invalid_id: 'This is not a valid id.',
  invalid_page: 'This is not a page of this site.',
  not_found: 'Nothing with this id exists.',
  serial_invalid: 'A serial number has 4 to 40 letters, digits or dashes.',
  tracking_invalid: 'A tracking number has 4 to 40 letters, digits, spaces or dashes.',
  url_invalid: 'This is not a valid web address.',
};

/** The English sentence of a code. */
export function issueMessage(code: FieldErrorCode): string {
  return MESSAGES[code];
}

/** Our code of a zod issue: the message when it is one of ours, else a code derived from zod's. */
export function issueCode(issue: Pick<z.core.$ZodIssue, 'code' | 'message'>): FieldErrorCode {
  if (isFieldErrorCode(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys') return 'unknown_field';
  if (issue.code === 'invalid_type') return 'invalid_type';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'too_small') return 'too_short';
  return 'invalid_choice';
}

/** zod issues as field issues, one per path (the first wins); unknown keys are named one by one. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    const base = issue.path.map(String);
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...base, k].join('.')) : [base.join('.')];
    const code = issueCode(issue);
    for (const path of paths) {
      if (seen.has(path)) continue;
      seen.add(path);
      out.push({ path, code, message: MESSAGES[code] });
    }
  }
  return out;
}
