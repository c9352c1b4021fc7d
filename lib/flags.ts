import { v4 as uuidv4 } from 'uuid';
import { readStorage, writeStorage } from './browser-storage';
import { publicEnv } from './public-env';
import { siteConfig } from './site-config';

/** Feature flags: a key plus a map of flags (spec §3). */
export type FeatureFlags = { key: string; flags: Record<string, boolean> };

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * POST {flag service}/generate-flags?key=…&enabled=1&app=front-end (+ extra params) with a JSON
 * payload. Any failure (network, HTTP status, malformed answer) gives empty flags.
 */
export async function fetchFlags(
  key: string,
  options: { extraParams?: Record<string, string>; payload?: Record<string, unknown>; baseUrl?: string; fetchImpl?: FetchLike } = {},
): Promise<FeatureFlags> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const params = new URLSearchParams({ key, enabled: '1', app: 'front-end', ...(options.extraParams ?? {}) });
  const base = options.baseUrl ?? publicEnv.flagServiceUrl;
  try {
    const res = await fetchImpl(`${base}/generate-flags?${params.toString()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options.payload ?? {}),
    });
    if (!res.ok) return { key, flags: {} };
    const body = (await res.json()) as { flags?: unknown };
    const flags: Record<string, boolean> = {};
    if (body.flags && typeof body.flags === 'object') {
      for (const [name, value] of Object.entries(body.flags as Record<string, unknown>)) {
        if (typeof value === 'boolean') flags[name] = value;
      }
    }
    return { key, flags };
  } catch {
    return { key, flags: {} };
  }
}

/** The browser's flag key from localStorage futureFlatKey, created on first use. */
function flagKey(): string {
  const existing = readStorage('local', siteConfig.flagKeyStorageKey);
  if (existing) return existing;
  const key = uuidv4();
  writeStorage('local', siteConfig.flagKeyStorageKey, key);
  return key;
}

/** Flags last stored in localStorage futureFlatFlags ({} when absent or unreadable). */
export function storedFlags(): Record<string, boolean> {
  try {
    const raw = readStorage('local', siteConfig.flagsStorageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** Fetches the flags for this browser and stores them with their key. */
export async function loadFlags(extra: { extraParams?: Record<string, string>; payload?: Record<string, unknown> } = {}): Promise<FeatureFlags> {
  const key = flagKey();
  const result = await fetchFlags(key, extra);
  writeStorage('local', siteConfig.flagsStorageKey, JSON.stringify(result.flags));
  writeStorage('local', siteConfig.flagKeyStorageKey, result.key);
  return result;
}
