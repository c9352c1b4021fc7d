import '@/lib/server/only';

/** Where a login or Multipass sign-in ends when no safe target was given. */
export const DEFAULT_REDIRECT = '/account';

const MAX_LENGTH = 2048;
const BASE = 'http://same-site.invalid';
/** control characters and whitespace (browsers drop tabs and newlines: "/\t/evil" → "//evil") */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * Reduces a redirect target to a same-site path. The target is first normalised the way a
 * browser would request it (dot segments resolved, `%2e` counted as a dot), then the decision is
 * made on that normalised form and on its fully percent-decoded path: both must start with a
 * single `/`, contain no backslash, control character or whitespace, and stay on this origin.
 * Anything else becomes the fallback. The answer is the normalised path with query and hash.
 */
export function safeRedirectPath(input: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return fallback;
  // must look like a path before URL parsing, which would otherwise accept "https://…" or "\\host"
  if (!isSafePath(input)) return fallback;
  const normalised = resolve(input);
  if (normalised === null || !isSafePath(normalised)) return fallback;
  const path = normalised.replace(/[?#].*$/s, '');
  const decodedPath = fullyDecoded(path);
  if (decodedPath === null || !isSafePath(decodedPath)) return fallback;
  // the decoded path, requested as such, must not turn into another origin either ("/%2e%2e//x")
  const again = resolve(decodedPath);
  if (again === null || !isSafePath(again)) return fallback;
  return normalised;
}

/** The path, query and hash a browser requests for a same-origin reference; null for another origin. */
function resolve(reference: string): string | null {
  let url: URL;
  try {
    url = new URL(reference, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Percent-decodes until nothing changes (at most a few rounds); null when it is not valid encoding. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function isSafePath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  return !UNSAFE_CHARS.test(path);
}
