import * as z from 'zod/mini';

/**
 * Building blocks of every resource schema in lib/contracts. They are written with `zod/mini`
 * because the same schema validates a form in the browser and the request on the server, and
 * zod/mini costs a fraction of zod's bundle weight. Messages are stable codes, not sentences:
 * a form translates `error_<code>` from its namespace, an API answers the code with its field.
 */

/** Error codes a field can produce; each has an `error_<code>` text in the form's namespace. */
const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'too_long',
  'too_short',
  'control_characters',
  'email_invalid',
  'invalid_choice',
  'invalid_number',
  'phone_invalid',
  'postal_code_invalid',
  'street_number_missing',
  'country_unsupported',
  'vat_id_invalid',
  'company_required',
  'invoice_business_only',
  'net_prices_business_only',
  'terms_required',
  'password_too_short',
  'password_too_long',
  'token_invalid',
  'unknown_field',
  'consent_required',
  'date_invalid',
  'duplicate',
  'invalid_id',
  'invalid_page',
  'not_found',
  'serial_invalid',
  'tracking_invalid',
  'url_invalid',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

/** Whether a zod issue message is one of our stable codes. */
export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** Missing (undefined or null) → `required`, any other non-string → `invalid_type`. */
export function typeError(issue: { input?: unknown }): FieldErrorCode {
  return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
}

/** A string whose type error speaks our codes. */
export function str() {
  return z.string({ error: typeError });
}

/** C0 controls except tab/line feed/carriage return, DEL, C1 controls, and U+2028/U+2029. */
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when a one-line value holds a control character (NUL, escape, line breaks …). */
export function hasLineControl(value: string): boolean {
  return CONTROL_IN_LINE.test(value);
}

/** True when a multi-line value holds a control character other than tab and line breaks. */
export function hasTextControl(value: string): boolean {
  return CONTROL_IN_TEXT.test(value);
}

/** A required one-line text: trimmed, 1..max characters, no control characters. */
export function line(max: number) {
  return str().check(
    z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true }),
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'too_long'),
  );
}

/** An optional one-line text: trimmed; empty, null or missing become undefined. */
export function optionalLine(max: number) {
  return z.pipe(
    z.optional(z.nullable(str())),
    z.transform((v) => {
      const t = v?.trim();
      return t ? t : undefined;
    }),
  ).check(
    z.refine((v) => v === undefined || !hasLineControl(v), { message: 'control_characters', abort: true }),
    z.refine((v) => v === undefined || v.length <= max, 'too_long'),
  );
}

/** A required multi-line text (messages, notes): trimmed, line breaks allowed, other controls refused. */
export function paragraph(max: number, min = 1) {
  return str().check(
    z.refine((v) => !hasTextControl(v), { message: 'control_characters', abort: true }),
    z.trim(),
    z.minLength(min, min <= 1 ? 'required' : 'too_short'),
    z.maxLength(max, 'too_long'),
  );
}

// deliberately simple: one @, a dot in the domain, no spaces; the confirmation mail proves the rest
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An e-mail address: trimmed, lower-cased, at most 254 characters. */
export const email = str().check(
  z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true }),
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { message: 'required', abort: true }),
  z.maxLength(254, { message: 'too_long', abort: true }),
  z.regex(EMAIL, 'email_invalid'),
);

/**
 * A field an update may clear: missing stays undefined (unchanged), null or a blank text become
 * null (cleared), anything else goes through `schema`.
 */
export function clearable<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)),
    z.optional(z.nullable(schema)),
  );
}

/** One of the given values; a missing value is `required`, anything else `invalid_choice`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_choice') });
}

/** The UI languages; an absent value is left to the caller's default. */
export const locale = choice(['de', 'en'] as const);

/** A checkbox that must be ticked (terms): anything but `true` is `terms_required`. */
export const mustAccept = z.boolean({ error: () => 'terms_required' }).check(z.refine((v) => v, 'terms_required'));

/** A yes/no switch. */
export const flag = z.boolean({ error: typeError });
