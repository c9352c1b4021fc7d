import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { changePassword, forgotPassword, login, resetPassword } from './auth';
import { problems } from './test-helpers';

describe('auth contracts', () => {
  it('login: normalises the e-mail, keeps the password as typed', () => {
    expect(z.parse(login, { email: ' Anna@Example.DE ', password: ' secret ' })).toEqual({ email: 'anna@example.de', password: ' secret ' });
  });
  it('login: refuses missing fields, NUL bytes and overlong passwords', () => {
    expect(problems(login, {})).toEqual({ email: 'required', password: 'required' });
    expect(problems(login, { email: 'a@b.de\u0000', password: 'x' })).toEqual({ email: 'control_characters' });
    expect(problems(login, { email: 'a@b.de', password: 'pass\u0000word' })).toEqual({ password: 'control_characters' });
    expect(problems(login, { email: 'a@b.de', password: 'x'.repeat(200) })).toEqual({});
    expect(problems(login, { email: 'a@b.de', password: 'x'.repeat(201) })).toEqual({ password: 'password_too_long' });
    expect(problems(login, { email: 42, password: [] })).toEqual({ email: 'invalid_type', password: 'invalid_type' });
  });
  it('new passwords: 10 to 200 characters', () => {
    const reset = (password: string) => problems(resetPassword, { token: 'a'.repeat(43), password });
    expect(reset('x'.repeat(9))).toEqual({ password: 'password_too_short' });
    expect(reset('x'.repeat(10))).toEqual({});
    expect(reset('x'.repeat(201))).toEqual({ password: 'password_too_long' });
    expect(reset('')).toEqual({ password: 'required' });
    expect(problems(changePassword, { currentPassword: 'old', newPassword: 'short' })).toEqual({ newPassword: 'password_too_short' });
  });
  it('reset tokens: URL-safe characters, 20 to 200', () => {
    expect(problems(resetPassword, { token: 'a'.repeat(19), password: 'x'.repeat(10) })).toEqual({ token: 'token_invalid' });
    expect(problems(resetPassword, { token: `${'a'.repeat(30)}\u0000`, password: 'x'.repeat(10) })).toEqual({ token: 'token_invalid' });
  });
  it('forgot password: a valid e-mail and an optional locale', () => {
    expect(z.parse(forgotPassword, { email: 'A@B.de' })).toEqual({ email: 'a@b.de' });
    expect(problems(forgotPassword, { email: 'a@b.de', locale: 'fr' })).toEqual({ locale: 'invalid_choice' });
    expect(problems(forgotPassword, { email: '\u0000' })).toEqual({ email: 'control_characters' });
  });
});
