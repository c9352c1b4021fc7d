import { readAuthToken } from './auth-token';
import { publicEnv } from './public-env';

/** URL of an account-API path under the spec's {api} (NEXT_PUBLIC_API_URL, default /api). */
export function accountApiUrl(path: string): string {
  return `${publicEnv.apiUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * fetch with the bearer token (when a valid one is stored) added to every call (spec §6).
 * Answers the Response as is: callers decide what a not-ok status means.
 */
export function apiFetch(url: string, init: RequestInit = {}, token: string | null = readAuthToken()): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetch(url, { ...init, headers, credentials: init.credentials ?? 'same-origin' });
}

/** JSON body of an API error (`{ error: { code, message, details } }`), or null. */
export type ApiErrorBody = { error?: { code?: string; message?: string; details?: { path?: string; code?: string; message?: string }[] } };

/** Parses a response text as an API error body; null when it is not one. */
export function parseApiError(text: string): ApiErrorBody['error'] | null {
  try {
    const parsed = JSON.parse(text) as ApiErrorBody;
    return parsed && typeof parsed === 'object' && parsed.error ? parsed.error : null;
  } catch {
    return null;
  }
}
