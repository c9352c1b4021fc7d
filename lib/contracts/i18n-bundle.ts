import * as z from 'zod/mini';
import { choice } from './fields';

/** `GET /api/i18n/{locale}/{ns}?v=`: one namespace's texts as a script (see lib/i18n/bundle-script.ts). */
export const i18nBundleQuerySchema = z.strictObject({
  locale: choice(['de', 'en'] as const),
  ns: z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/, 'invalid_choice')),
  /** the content version the page asked for; only the current one may be cached for good */
  v: z.optional(z.string().check(z.regex(/^[0-9a-f]{1,64}$/, 'invalid_choice'))),
});
