import type { GetServerSideProps } from 'next';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { AdminLeadScreen, type AdminLeadScreenProps } from '@/components/admin/leads/lead-screen';
import { assertRecordId, getAdminLead } from '@/lib/server/admin/leads';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin', 'leads'];

/** /admin/leads/{id}: one lead, its status and note, and a reply by mail. */
export default adminPage(AdminLeadScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminLeadScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  try {
    const lead = await getAdminLead(assertRecordId(ctx.params?.leadId));
    return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, lead } };
  } catch {
    return { notFound: true };
  }
};
