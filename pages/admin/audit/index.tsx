import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { ADMIN_AUDIT_FILTERS, AdminAuditScreen, type AdminAuditScreenProps } from '@/components/admin/audit/audit-screen';
import { filterValues, stringQuery } from '@/components/admin/format';
import { adminAuditQuery, type AdminAuditQuery } from '@/lib/contracts/admin-leads';
import { pageAudit } from '@/lib/server/admin/audit';
import { berlinDayEnd, berlinDayStart } from '@/lib/server/admin/leads';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin'];

/** /admin/audit: every staff action, filterable and paged. */
export default adminPage(AdminAuditScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminAuditScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminAuditQuery, stringQuery(ctx.query));
  const q: AdminAuditQuery = parsed.success ? parsed.data : { staff: undefined, action: undefined, entityType: undefined, entityId: undefined };
  const { staff, action, entityType, entityId, from, to, page } = q;
  const log = await pageAudit({ staffEmail: staff, action, entityType, entityId, from: from ? berlinDayStart(from) : undefined, to: to ? berlinDayEnd(to) : undefined, page });
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, log, filters: filterValues(ADMIN_AUDIT_FILTERS, q) } };
};
