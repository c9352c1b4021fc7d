import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { ADMIN_CATALOG_FILTERS, AdminCatalogScreen, type AdminCatalogScreenProps } from '@/components/admin/catalog/catalog-screen';
import { filterValues, stringQuery } from '@/components/admin/format';
import { adminProductQuery, type AdminProductQuery } from '@/lib/contracts/admin-catalog';
import { listAdminProducts } from '@/lib/server/admin/catalog';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin', 'admin-catalog'];

/** /admin/catalog: the products, searchable and filterable; export and import. */
export default adminPage(AdminCatalogScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminCatalogScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminProductQuery, stringQuery(ctx.query));
  const query: AdminProductQuery = parsed.success ? parsed.data : { q: undefined };
  const list = await listAdminProducts(query);
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, filters: filterValues(ADMIN_CATALOG_FILTERS, query) } };
};
