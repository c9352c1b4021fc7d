// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { HttpError, NotFoundError } from './errors';
import { claimedEmail, parseInput, routeParam, singleQuery } from './input';

/** What a call throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('nothing was thrown');
}

const contact = z.object({
  email: z.string().check(z.regex(/^[^@\s]+@[^@\s]+$/, 'email_invalid')),
  consent: z.literal(true, 'consent_required'),
  name: z.string().check(z.maxLength(5)),
});

describe('parseInput: the one contract check of every route', () => {
  it('answers the contract’s output', () => {
    expect(parseInput(contact, { email: 'a@b.de', consent: true, name: 'Ada' })).toEqual({ email: 'a@b.de', consent: true, name: 'Ada' });
  });

  it('refuses with 400 invalid_request naming each field with a stable code and an English sentence', () => {
    const err = thrown(() => parseInput(contact, { email: 'nope', name: 'Adalbert' })) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('invalid_request');
    expect(err.message).toBe('The request is invalid: see details for each field.');
    expect(err.details).toEqual([
      { path: 'email', code: 'email_invalid', message: 'Please enter a valid e-mail address.' },
      { path: 'consent', code: 'consent_required', message: 'Please confirm your consent.' },
      { path: 'name', code: 'too_long', message: 'This value is too long.' },
    ]);
  });
});

describe('routeParam: the one route segment check', () => {
  const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

  it('answers the segment, or its contract’s output', () => {
    expect(routeParam('abc')).toBe('abc');
    expect(routeParam('0b6f0a52-2c4c-4f35-9d87-3f2a3a0e6b11', uuid)).toBe('0b6f0a52-2c4c-4f35-9d87-3f2a3a0e6b11');
    expect(routeParam('42', z.pipe(z.string(), z.transform(Number)))).toBe(42);
  });

  it('answers 404 for a missing, empty, repeated or invalid segment, with the message given', () => {
    for (const value of [undefined, '', ['a', 'b'], 'not-a-uuid']) {
      const err = thrown(() => routeParam(value, uuid, 'Order not found.'));
      expect(err).toBeInstanceOf(NotFoundError);
      expect(err).toMatchObject({ status: 404, code: 'not_found', message: 'Order not found.' });
    }
    expect(thrown(() => routeParam(undefined))).toMatchObject({ status: 404, message: 'Not found.' });
  });
});

describe('request helpers', () => {
  it('singleQuery keeps the first of repeated parameters', () => {
    expect(singleQuery({ query: { a: ['1', '2'], b: '3', c: undefined } })).toEqual({ a: '1', b: '3' });
  });

  it('claimedEmail reads a body’s e-mail for rate limits before validation', () => {
    expect(claimedEmail({ email: '  Erika@Example.DE ' })).toBe('erika@example.de');
    expect(claimedEmail({ email: 42 })).toBe('');
    expect(claimedEmail(null)).toBe('');
    expect(claimedEmail('x')).toBe('');
  });
});
