import '@/lib/server/only';
import type { GetServerSidePropsContext, Redirect } from 'next';
import { customerRowOf } from '../account';
import { noStore } from '../http/response';
import { staffOf, type Staff } from './staff';

/**
 * The role check of back-office pages: the staff member, or what to answer instead — a redirect
 * to /admin/login for anonymous visitors, a 403 page for a signed-in customer.
 */
export async function staffForPage(ctx: GetServerSidePropsContext): Promise<{ staff: Staff } | { redirect: Redirect } | { forbidden: true }> {
  noStore(ctx.res);
  ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const staff = await staffOf(ctx.req);
  if (staff) return { staff };
  if (await customerRowOf(ctx.req)) {
    ctx.res.statusCode = 403;
    return { forbidden: true };
  }
  const prefix = ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}` : '';
  return { redirect: { destination: `${prefix}/admin/login`, permanent: false } };
}
