import '@/lib/server/only';

/** Where a login or Multipass sign-in ends when no safe target was given. */
export const DEFAULT_REDIRECT = '/account';

const MAX_LENGTH = 2048;

/**
 * Reduces a redirect target to a same-site path: it must start with a single `/`, contain no
 * backslash, control character or whitespace, and must not resolve to another origin (also once
 * percent-decoded). Anything else becomes the fallback. No open redirect can pass.
 */
export function safeRedirectPath(input: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return fallback;
  if (!isSafe(input)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return fallback;
  }
  if (!isSafe(decoded)) return fallback;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isSafe(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  // control characters and whitespace (browsers drop tabs and newlines: "/\t/evil" → "//evil")
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(path)) return false;
  return true;
}
