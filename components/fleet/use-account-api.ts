import useSWR from 'swr';
import { accountApiUrl, apiFetch, parseApiError } from '@/lib/api-client';

/** An account-API failure with its status and error code. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly details: unknown,
  ) {
    super(`API ${status} ${code ?? ''}`);
  }
}

async function fetchJson<T>(path: string): Promise<T> {
  const res = await apiFetch(accountApiUrl(path));
  const text = await res.text();
  if (!res.ok) {
    const err = parseApiError(text);
    throw new ApiFailure(res.status, err?.code, err?.details);
  }
  return JSON.parse(text) as T;
}

/** GET through the account API with the bearer token, cached and revalidated by SWR. */
export function useAccountApi<T>(path: string | null) {
  return useSWR<T, ApiFailure>(path, fetchJson, { revalidateOnFocus: false });
}

/** POST/PATCH/DELETE through the account API; answers the JSON or throws an ApiFailure. */
export async function sendAccountApi<T>(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> {
  const res = await apiFetch(accountApiUrl(path), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    const err = parseApiError(text);
    throw new ApiFailure(res.status, err?.code, err?.details);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Field → error code from a 400 answer's details. */
export function fieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof ApiFailure && Array.isArray(err.details)) {
    for (const d of err.details as { path?: string; code?: string }[]) {
      if (d.path && !out[d.path]) out[d.path] = d.code ?? 'invalid';
    }
  }
  return out;
}
