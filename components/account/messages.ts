import type { AuthFailure } from '@/stores/auth';

/** Translation key (namespace `account`) of the friendly message for a failed login or signup. */
export function failureMessageKey(failure: AuthFailure | null): string | null {
  if (!failure) return null;
  if (failure.step === 'network') return 'error_network';
  if (failure.status === 429) return 'error_rate_limited';
  if (failure.step === 'login') {
    if (failure.status === 401) return 'error_login_invalid';
    if (failure.status === 400) return 'error_login_missing';
  }
  if (failure.step === 'register') {
    if (failure.status === 409) return 'error_email_taken';
    if (failure.status === 400) return 'error_register_invalid';
  }
  return 'error_generic';
}

/** Registration fields the API may name in a 400 answer, each with its own translated message. */
export const KNOWN_FIELDS = ['email', 'password', 'newPassword', 'firstName', 'lastName', 'company', 'vatId', 'phone', 'customerType', 'acceptTerms'] as const;

/** Key of a field's message when the API named it, else null. */
export function fieldErrorKey(fields: readonly string[], field: (typeof KNOWN_FIELDS)[number]): string | null {
  return fields.includes(field) ? `field_error_${field}` : null;
}
