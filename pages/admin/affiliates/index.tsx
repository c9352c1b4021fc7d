import type { GetServerSideProps } from 'next';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { AdminAffiliatesScreen, type AdminAffiliatesScreenProps } from '@/components/admin/affiliates/affiliates-screen';
import { listAdminAffiliates } from '@/lib/server/admin/leads-affiliates';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin'];

/** /admin/affiliates: applications and partners. */
export default adminPage(AdminAffiliatesScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminAffiliatesScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const list = await listAdminAffiliates();
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list } };
};
