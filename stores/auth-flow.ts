import type { CustomerProfile } from '@/lib/contracts/customer';
import { accountApiUrl, parseApiError } from '@/lib/api-client';
import { isTokenValid } from '@/lib/auth-token';

/** The customer as `GET {api}/v1/account/customer` answers it (the spec reads its email). */
export type Customer = CustomerProfile;

/** Fallback message of spec §8 when an error has none. */
export const GENERIC_AUTH_ERROR = 'An error occurred';

/** Spec §8: 'Login failed: {status} {statusText} - {body}'. */
export function loginFailedMessage(status: number, statusText: string, body: string): string {
  return `Login failed: ${status} ${statusText} - ${body}`;
}

/** Spec §8: 'Multipass URL fetch failed: {status} {statusText} - {body}'. */
export function multipassFailedMessage(status: number, statusText: string, body: string): string {
  return `Multipass URL fetch failed: ${status} ${statusText} - ${body}`;
}

/** What the UI needs to show a friendly, translated message for a failed step. */
export type AuthFailure = {
  step: 'login' | 'register' | 'customer' | 'sso' | 'network';
  status: number | null;
  /** the API's error code, e.g. 'email_taken', 'rate_limited', 'invalid_request' */
  code: string | null;
  /** fields the API named in a 400 answer */
  fields: string[];
  /** the same fields with the contract's error code (see lib/contracts) */
  issues: { path: string; code: string }[];
};

/** An error carrying the spec message plus the details for the UI. */
class AuthError extends Error {
  constructor(
    message: string,
    readonly failure: AuthFailure,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** Side effects of the auth flows, injected so the sequences are testable without a browser. */
export type AuthDeps = {
  /** fetch that adds the bearer token (lib/api-client apiFetch) */
  request: (url: string, init: RequestInit, token: string | null) => Promise<Response>;
  tokens: { read: () => string | null; write: (token: string) => void; clear: () => void };
  /** full navigation (the Multipass URL may be another origin) */
  navigate: (url: string) => void;
  /** error log (console.error in the browser) */
  logError: (message: string) => void;
};

/** Spec §4/§8: the message stored for any auth error. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : GENERIC_AUTH_ERROR;
}

export function failureOf(err: unknown, step: AuthFailure['step']): AuthFailure {
  return err instanceof AuthError ? err.failure : { step: err instanceof TypeError ? 'network' : step, status: null, code: null, fields: [], issues: [] };
}

async function describe(res: Response, step: AuthFailure['step']): Promise<{ body: string; failure: AuthFailure }> {
  const body = await res.text().catch(() => '');
  const apiError = parseApiError(body);
  const issues = (apiError?.details ?? []).filter((d) => d.path).map((d) => ({ path: d.path!, code: d.code ?? 'invalid_type' }));
  return { body, failure: { step, status: res.status, code: apiError?.code ?? null, fields: issues.map((i) => i.path), issues } };
}

function jsonPost(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** Posts the credentials; answers the token or throws 'Login failed: …'. */
export async function postLogin(deps: AuthDeps, email: string, password: string): Promise<string> {
  const res = await deps.request(accountApiUrl('/v1/account/login'), jsonPost({ email, password }), null);
  if (!res.ok) {
    const { body, failure } = await describe(res, 'login');
    throw new AuthError(loginFailedMessage(res.status, res.statusText, body), failure);
  }
  const { authToken } = (await res.json()) as { authToken?: unknown };
  if (!isTokenValid(authToken)) throw new AuthError(GENERIC_AUTH_ERROR, { step: 'login', status: res.status, code: null, fields: [], issues: [] });
  return authToken;
}

/**
 * Posts the registration data as JSON without a content-type header (spec §7: a Blob without
 * a type sends none); fails with the status text (spec §5).
 */
export async function postRegister(deps: AuthDeps, data: Record<string, unknown>): Promise<string> {
  const res = await deps.request(accountApiUrl('/v1/account/register'), { method: 'POST', body: new Blob([JSON.stringify(data)]) }, null);
  if (!res.ok) {
    const { failure } = await describe(res, 'register');
    throw new AuthError(res.statusText || GENERIC_AUTH_ERROR, failure);
  }
  const { authToken } = (await res.json()) as { authToken?: unknown };
  if (!isTokenValid(authToken)) throw new AuthError(GENERIC_AUTH_ERROR, { step: 'register', status: res.status, code: null, fields: [], issues: [] });
  return authToken;
}

/** Loads the customer; null with `unauthorized` when the API refuses the token. */
export async function fetchCustomer(deps: AuthDeps, token: string): Promise<{ customer: Customer | null; unauthorized: boolean }> {
  const res = await deps.request(accountApiUrl('/v1/account/customer'), { method: 'GET' }, token);
  if (res.status === 401) return { customer: null, unauthorized: true };
  if (!res.ok) {
    const { body, failure } = await describe(res, 'customer');
    throw new AuthError(`Customer fetch failed: ${res.status} ${res.statusText} - ${body}`, failure);
  }
  return { customer: (await res.json()) as Customer, unauthorized: false };
}

/** Fetches the platform's single-sign-on URL; throws 'Multipass URL fetch failed: …'. */
export async function fetchMultipassUrl(deps: AuthDeps, token: string, email: string, redirectTo: string): Promise<string> {
  const query = new URLSearchParams({ email, redirectTo });
  const res = await deps.request(`/api/account/multipass?${query.toString()}`, { method: 'GET' }, token);
  if (!res.ok) {
    const { body, failure } = await describe(res, 'sso');
    throw new AuthError(multipassFailedMessage(res.status, res.statusText, body), failure);
  }
  const { url } = (await res.json()) as { url?: unknown };
  if (typeof url !== 'string' || url === '') {
    throw new AuthError(multipassFailedMessage(res.status, res.statusText, 'no url'), { step: 'sso', status: res.status, code: null, fields: [], issues: [] });
  }
  return url;
}

/**
 * Ends the platform session and the token (sent once more, so the server can revoke it); answers
 * the URL it returns (the home page in `locale`) or null.
 */
export async function fetchLogoutUrl(deps: AuthDeps, token: string | null, locale: 'de' | 'en'): Promise<string | null> {
  const res = await deps.request(`/api/account/shopify-logout?locale=${locale}`, { method: 'GET' }, token);
  if (!res.ok) return null;
  const { url } = (await res.json()) as { url?: unknown };
  return typeof url === 'string' && url !== '' ? url : null;
}
