import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { filterValues, stringQuery } from '@/components/admin/format';
import { ADMIN_LEAD_FILTERS, AdminLeadsScreen, type AdminLeadsScreenProps } from '@/components/admin/leads/leads-screen';
import { adminLeadQuery, type AdminLeadQuery } from '@/lib/contracts/admin-leads';
import { listAdminLeads } from '@/lib/server/admin/leads';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin', 'leads'];

/** /admin/leads: every lead, filterable and paged. */
export default adminPage(AdminLeadsScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminLeadsScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminLeadQuery, stringQuery(ctx.query));
  const query: AdminLeadQuery = parsed.success ? parsed.data : { q: undefined };
  const list = await listAdminLeads(query);
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, filters: filterValues(ADMIN_LEAD_FILTERS, query) } };
};
