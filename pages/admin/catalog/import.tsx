import type { GetServerSideProps } from 'next';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { AdminCatalogImportScreen } from '@/components/admin/catalog/import-screen';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin', 'admin-catalog'];

/** /admin/catalog/import: the CSV import with its progress and the rows that stopped it. */
export default adminPage(AdminCatalogImportScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email } };
};
