import '@/lib/server/only';
import type { GetServerSidePropsContext, Redirect } from 'next';
import { safeRedirectPath } from '../security/redirect';
import { customerRowOf } from './current';
import type { CustomerRow } from './types';
import { localePrefix, toLocale } from '@/lib/site-config';

/** The account index of a locale: '/account' or '/en/account'. */
export function accountPath(locale: string | undefined): string {
  return `${localePrefix(toLocale(locale))}/account`;
}

/** The `redirectTo` query of an account page, reduced to a same-site path (null when absent or unsafe). */
export function redirectToParam(ctx: Pick<GetServerSidePropsContext, 'query'>): string | null {
  const raw = ctx.query.redirectTo;
  if (typeof raw !== 'string' || raw === '') return null;
  const safe = safeRedirectPath(raw, '');
  return safe || null;
}

/**
 * Guard of the account routes: the customer of the auth cookie, or a redirect of the anonymous
 * visitor to the login page with redirectTo = the page asked for.
 */
export async function customerOrLoginRedirect(
  ctx: Pick<GetServerSidePropsContext, 'req' | 'locale' | 'resolvedUrl'>,
): Promise<{ customer: CustomerRow } | { redirect: Redirect }> {
  const customer = await customerRowOf(ctx.req);
  if (customer) return { customer };
  const prefix = localePrefix(toLocale(ctx.locale));
  const target = safeRedirectPath(`${prefix}${ctx.resolvedUrl}`, accountPath(ctx.locale));
  return { redirect: { destination: `${prefix}/account/login?redirectTo=${encodeURIComponent(target)}`, permanent: false } };
}
