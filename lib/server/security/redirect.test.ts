// @vitest-environment node
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
