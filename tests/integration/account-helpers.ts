import { randomBytes, randomInt } from 'node:crypto';
import * as login from '@/pages/api/v1/account/login';
import * as register from '@/pages/api/v1/account/register';
import { callApi, type ApiAnswer } from '../support/api';

// rate limits are keyed by the forwarded client IP in these tests, so each test brings its own
process.env.TRUST_PROXY = '1';

/** A fresh client IP (rate-limit key) per call. */
export function ip(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A fresh e-mail per call: limits and accounts must not collide across runs sharing Redis or PostgreSQL. */
export function email(prefix = 'it'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct-horse-battery';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: email(),
    password: PASSWORD,
    firstName: 'Erika',
    lastName: 'Muster',
    customerType: 'private',
    acceptTerms: true,
    ...overrides,
  };
}

export type ErrorJson = { error: { code: string; message: string; details?: { path: string; code?: string; message?: string }[] } };

/** Registers a new customer; answers its data and token. */
export async function registered(overrides: Record<string, unknown> = {}) {
  const data = registration(overrides);
  const res = await callApi(register, { method: 'POST', url: '/api/v1/account/register', headers: { 'x-forwarded-for': ip() }, body: data });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { ...data, token: (res.json as { authToken: string }).authToken };
}

export function postLogin(body: unknown, headers: Record<string, string> = { 'x-forwarded-for': ip() }): Promise<ApiAnswer> {
  return callApi(login, { method: 'POST', url: '/api/v1/account/login', headers, body });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
