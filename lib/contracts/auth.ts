import * as z from 'zod/mini';
import { email, hasLineControl, locale, str } from './fields';

const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

/** Any password as typed (login, current password): never trimmed, only bounded and free of control characters. */
const password = str().check(
  z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true }),
  z.minLength(1, { message: 'required', abort: true }),
  z.maxLength(MAX_PASSWORD_LENGTH, 'password_too_long'),
);

/** A password being chosen: at least MIN_PASSWORD_LENGTH characters. */
export const newPassword = str().check(
  z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true }),
  z.minLength(1, { message: 'required', abort: true }),
  z.minLength(MIN_PASSWORD_LENGTH, 'password_too_short'),
  z.maxLength(MAX_PASSWORD_LENGTH, 'password_too_long'),
);

/**
 * The e-mail of a sign-in or reset request: shape-checked like everywhere else, so a typo is
 * named at once; whether an account exists is never told.
 */
export const login = z.object({ email, password });
export type LoginInput = z.input<typeof login>;

/** `POST {api}/v1/account/forgot-password` */
export const forgotPassword = z.object({ email, locale: z.optional(locale) });
export type ForgotPasswordInput = z.input<typeof forgotPassword>;

/** The token of a reset link: URL-safe characters only. */
const resetToken = str().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/, 'token_invalid'));

/** `POST {api}/v1/account/reset-password` */
export const resetPassword = z.object({ token: resetToken, password: newPassword });

/** The reset page's form: the token comes from the link, the customer types the new password. */
export const resetPasswordForm = z.object({ password: newPassword });
export type ResetPasswordFormInput = z.input<typeof resetPasswordForm>;

/** `POST {api}/v1/account/password` */
export const changePassword = z.object({ currentPassword: password, newPassword });
export type ChangePasswordInput = z.input<typeof changePassword>;
