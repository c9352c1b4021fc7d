// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env';
import { staffSessionCookie } from '../admin/staff';
import { orderAccessCookie } from '../platform/order-access';
import { platformSessionCookie } from '../platform/multipass-sso';
import { isProductionHost } from './cookies';

const saved = { ...process.env };
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-cookies-'));
  process.env.DATA_DIR = dir;
  process.env.JWT_SECRET = 'cookie-test-jwt-secret-0123456789abcdef';
  process.env.MULTIPASS_SECRET = 'cookie-test-multipass-secret';
  delete process.env.PRODUCTION_HOSTS;
  resetEnvForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A Set-Cookie header as its parts, in any order: `name=value` and each attribute. */
const parts = (header: string) => header.split('; ').sort();

describe('the Set-Cookie headers the server writes', () => {
  it('order access: HttpOnly, SameSite=Lax, Path=/, 30 days; Secure on a production host only', () => {
    expect(parts(orderAccessCookie('ZW-2026-000123', 'tok-en_1', 'localhost:3000'))).toEqual(
      ['zw-order-ZW-2026-000123=tok-en_1', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=2592000'].sort(),
    );
    expect(parts(orderAccessCookie('ZW-2026-000123', 'tok-en_1', 'www.zweitwerk.de'))).toEqual(
      ['zw-order-ZW-2026-000123=tok-en_1', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=2592000', 'Secure'].sort(),
    );
  });

  it('platform session: HttpOnly, SameSite=Lax, Path=/, until it expires; removal sets Max-Age=0', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    expect(parts(platformSessionCookie('sess_1', 'localhost:3000', new Date('2026-03-02T11:00:00Z')))).toEqual(
      ['zweitwerk-platform-session=sess_1', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=3600'].sort(),
    );
    // without an end it lasts as long as the auth token: 30 days
    expect(parts(platformSessionCookie('sess_1', 'zweitwerk.de:443'))).toEqual(
      ['zweitwerk-platform-session=sess_1', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=2592000', 'Secure'].sort(),
    );
    expect(parts(platformSessionCookie(null, 'zweitwerk.de'))).toEqual(['zweitwerk-platform-session=', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', 'Secure'].sort());
  });

  it('staff session: HttpOnly, SameSite=Strict, Path=/, one working day; removal sets Max-Age=0', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
    expect(parts(staffSessionCookie('staff_1', 'localhost'))).toEqual(['zweitwerk-admin-session=staff_1', 'Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=36000'].sort());
    expect(parts(staffSessionCookie('staff_1', 'www.zweitwerk.de', new Date('2026-03-02T08:30:00Z')))).toEqual(
      ['zweitwerk-admin-session=staff_1', 'Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=1800', 'Secure'].sort(),
    );
    // a session past its end is removed at once, never given a negative age
    expect(parts(staffSessionCookie('staff_1', 'localhost', new Date('2026-03-02T07:00:00Z')))).toContain('Max-Age=0');
    expect(parts(staffSessionCookie(null, 'localhost'))).toEqual(['zweitwerk-admin-session=', 'Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0'].sort());
  });

  it('production hosts: the Host header without its port, in any case', () => {
    expect(isProductionHost('ZweitWerk.DE:8443')).toBe(true);
    expect(isProductionHost('shop.zweitwerk.de')).toBe(false);
    expect(isProductionHost('localhost:3000')).toBe(false);
    expect(isProductionHost(undefined)).toBe(false);
  });
});
