// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/account', '/account'],
    ['/en/account', '/en/account'],
    ['/account/orders?page=2#top', '/account/orders?page=2#top'],
    ['/', '/'],
    ['/products/lenovo-thinkpad-t14?grade=a', '/products/lenovo-thinkpad-t14?grade=a'],
    ['/a/../account', '/account'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  const hostile: unknown[] = [
    '//evil.example',
    '//evil.example/account',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' /account',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    // dot segments that collapse into a protocol-relative URL once normalised
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/a/..//evil.com',
    '/./%2F/evil.com',
    '/%252F%252Fevil.com',
    '/%2e%2e%2f%2fevil.com',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'account',
    '.',
    '',
    '/\u3000/evil.example',
    '/\u2028/evil.example',
    '/' + 'a'.repeat(3000),
    null,
    undefined,
    42,
    ['/account'],
    { href: '/account' },
  ];

  it.each(hostile.map((h) => [JSON.stringify(h)?.slice(0, 40) ?? String(h), h]))('turns %s into /account', (_label, input) => {
    expect(safeRedirectPath(input)).toBe('/account');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/en/account')).toBe('/en/account');
  });
});

const BASE = 'http://same-site.invalid';

/** What a browser does with a Location value: drops tabs and newlines, then resolves it. */
function browserTarget(location: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, ''), BASE);
}

function decodedPath(path: string): string {
  let current = path.replace(/[?#].*$/s, '');
  for (let i = 0; i < 5; i++) {
    const next = decodeURIComponent(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

describe('safeRedirectPath (property)', () => {
  // pieces attackers combine: slashes, backslashes, dots and their encodings, schemes, hosts
  const piece = fc.constantFrom(
    '/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%25', '%', '%0a', '%09', '\t', '\n', ' ', '\u3000',
    'evil.com', 'evil.com/', 'a', 'account', '?', '#', ':', '@', 'http:', 'https://', 'javascript:', '%00', '%E0', '%A4',
  );
  const hostile = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
    fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
    fc.string({ maxLength: 40 }),
    fc.string({ maxLength: 40, unit: 'binary' }).map((s) => `/${s}`),
  );

  it('whatever goes in, what comes out is a path on this site (or the fallback)', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const out = safeRedirectPath(input);
        if (out === '/account') return;
        // a single leading slash, nothing a browser reads as another host
        expect(out.startsWith('/')).toBe(true);
        expect(out[1] === '/' || out[1] === '\\').toBe(false);
        expect(browserTarget(out).origin).toBe(BASE);
        expect(browserTarget(out).pathname.startsWith('//')).toBe(false);
        // not even after decoding the path, however often
        const decoded = decodedPath(out);
        expect(decoded.startsWith('//')).toBe(false);
        expect(decoded.includes('\\')).toBe(false);
        expect(browserTarget(decoded).origin).toBe(BASE);
        // and a second pass changes nothing
        expect(safeRedirectPath(out)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });
});
