import useSWR, { type SWRResponse } from 'swr';
import { accountApiUrl, apiFetch, parseApiError } from './api-client';

/** A refused account-API call: its status (401, 404 …) and error code. */
export class AccountApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`account API answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'AccountApiError';
  }
}

/** GET of an account-API path (bearer token added); throws AccountApiError when not ok. */
async function accountGet<T>(path: string): Promise<T> {
  const res = await apiFetch(accountApiUrl(path));
  if (!res.ok) throw new AccountApiError(res.status, parseApiError(await res.text())?.code);
  return (await res.json()) as T;
}

/** POST of JSON to an account-API path; answers the parsed body or throws AccountApiError. */
export async function accountPost<T>(path: string, body: unknown, method: 'POST' | 'PATCH' = 'POST'): Promise<T> {
  const res = await apiFetch(accountApiUrl(path), { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new AccountApiError(res.status, parseApiError(await res.text())?.code);
  return (await res.json()) as T;
}

/** An account resource loaded in the browser; null path = do not load. */
export function useAccountResource<T>(path: string | null): SWRResponse<T, Error> {
  return useSWR<T, Error>(path, (p: string) => accountGet<T>(p), { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true });
}

/** The URL of a download the browser opens itself (the auth cookie authenticates it). */
export function accountDownloadUrl(path: string): string {
  return accountApiUrl(path);
}
