import { afterAll, describe, expect, it } from 'vitest';
import * as forgot from '@/pages/api/v1/account/forgot-password';
import * as register from '@/pages/api/v1/account/register';
import { resetEnvForTests } from '@/lib/server/env';
import { closeRateLimits, RATE_LIMITS, rateLimitStore } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';
import { email, ip, PASSWORD, postLogin, registered, registration, type ErrorJson } from './account-helpers';

afterAll(closeRateLimits);

const store = process.env.REDIS_URL ? 'Redis' : 'memory';

function expectRateLimited(res: { status: number; headers: Headers; json: unknown }) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry) && retry >= 1).toBe(true);
  expect((res.json as ErrorJson).error.code).toBe('rate_limited');
}

describe(`rate limits (${store})`, () => {
  it('limits logins per address and e-mail, then answers 429 with Retry-After', async () => {
    const c = await registered();
    const from = { 'x-forwarded-for': ip() };
    const limit = RATE_LIMITS['login-ip-email'].points;
    for (let i = 0; i < limit; i++) expect((await postLogin({ email: c.email, password: 'wrong-password-x' }, from)).status).toBe(401);
    const blocked = await postLogin({ email: c.email, password: PASSWORD }, from);
    expectRateLimited(blocked);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(RATE_LIMITS['login-ip-email'].duration);
  });

  it('limits logins per IP across e-mails', async () => {
    const from = { 'x-forwarded-for': ip() };
    const limit = RATE_LIMITS['login-ip'].points;
    for (let i = 0; i < limit; i++) expect((await postLogin({ email: email('ip'), password: 'x' }, from)).status).toBe(401);
    expectRateLimited(await postLogin({ email: email('ip'), password: 'x' }, from));
    // another IP is not affected
    expect((await postLogin({ email: email('ip'), password: 'x' })).status).toBe(401);
  });

  it('takes the per-address login limit from LOGIN_ATTEMPTS_PER_IP, successful logins included', async () => {
    const before = process.env.LOGIN_ATTEMPTS_PER_IP;
    process.env.LOGIN_ATTEMPTS_PER_IP = '3';
    resetEnvForTests();
    await closeRateLimits();
    try {
      const c = await registered();
      const from = { 'x-forwarded-for': ip() };
      for (let i = 0; i < 3; i++) expect((await postLogin({ email: c.email, password: PASSWORD }, from)).status).toBe(200);
      expectRateLimited(await postLogin({ email: c.email, password: PASSWORD }, from));
      expect((await postLogin({ email: c.email, password: PASSWORD })).status).toBe(200);
    } finally {
      if (before === undefined) delete process.env.LOGIN_ATTEMPTS_PER_IP;
      else process.env.LOGIN_ATTEMPTS_PER_IP = before;
      resetEnvForTests();
      await closeRateLimits();
    }
  });

  it('limits registrations per IP', async () => {
    const from = { 'x-forwarded-for': ip() };
    const limit = RATE_LIMITS['register-ip'].points;
    for (let i = 0; i < limit; i++) {
      // invalid data still counts: the limit comes before validation and hashing
      const res = await callApi(register, { method: 'POST', url: '/api/v1/account/register', headers: from, body: registration({ password: 'short' }) });
      expect(res.status).toBe(400);
    }
    expectRateLimited(await callApi(register, { method: 'POST', url: '/api/v1/account/register', headers: from, body: registration() }));
  });

  it('limits forgot-password per address and e-mail, and per address', async () => {
    const target = email('forgot');
    const limit = RATE_LIMITS['forgot-ip-email'].points;
    const call = (e: string, headers = { 'x-forwarded-for': ip() }) =>
      callApi(forgot, { method: 'POST', url: '/api/v1/account/forgot-password', headers, body: { email: e } });
    const attacker = { 'x-forwarded-for': ip() };
    for (let i = 0; i < limit; i++) expect((await call(target, attacker)).status).toBe(202);
    expectRateLimited(await call(target, attacker));
    const from = { 'x-forwarded-for': ip() };
    for (let i = 0; i < RATE_LIMITS['forgot-ip'].points; i++) expect((await call(email('f'), from)).status).toBe(202);
    expectRateLimited(await call(email('f'), from));
  });

  it('forgets failed attempts of an address and e-mail after a successful login', async () => {
    const c = await registered();
    const from = { 'x-forwarded-for': ip() };
    const limit = RATE_LIMITS['login-ip-email'].points;
    for (let i = 0; i < limit - 1; i++) await postLogin({ email: c.email, password: 'wrong-password-x' }, from);
    expect((await postLogin({ email: c.email, password: PASSWORD }, from)).status).toBe(200);
    for (let i = 0; i < limit - 1; i++) expect((await postLogin({ email: c.email, password: 'wrong-password-x' }, from)).status).toBe(401);
  });

  it(`keeps the counters in ${store}`, async () => {
    await postLogin({ email: email('local'), password: 'x' });
    expect(await rateLimitStore('login-email-failures')).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('keeps the counters in Redis with REDIS_URL, shared by every instance', async () => {
    if (!process.env.REDIS_URL) {
      // this suite runs without Redis: the shared store must then not be used at all
      expect(await rateLimitStore('login-ip')).toBe('memory');
      return;
    }
    const { default: IORedis } = await import('ioredis');
    const redis = new IORedis(process.env.REDIS_URL!);
    try {
      const target = email('shared');
      await postLogin({ email: target, password: 'x' });
      expect(await redis.exists(`${process.env.REDIS_PREFIX}-rl:login-email-failures:${target}`)).toBe(1);
      // under this file's REDIS_PREFIX only, not the default one another deployment would use
      expect(await redis.exists(`zw-rl:login-email-failures:${target}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
