import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { filterValues, stringQuery } from '@/components/admin/format';
import { ADMIN_REQUEST_FILTERS, AdminRequestsScreen, type AdminRequestsScreenProps } from '@/components/admin/requests/requests-screen';
import { adminRequestQuery, type AdminRequestQuery } from '@/lib/contracts/admin-leads';
import { listAdminRequests } from '@/lib/server/admin/leads-requests';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin'];

/** /admin/requests: service requests, quote requests and quotes, each paged on its own. */
export default adminPage(AdminRequestsScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminRequestsScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminRequestQuery, stringQuery(ctx.query));
  const query: AdminRequestQuery = parsed.success ? parsed.data : { q: undefined, status: undefined };
  const list = await listAdminRequests(query);
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, filters: filterValues(ADMIN_REQUEST_FILTERS, query) } };
};
