import type { GetServerSideProps } from 'next';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { AdminRequestScreen, type AdminRequestScreenProps } from '@/components/admin/requests/request-screen';
import { assertRecordId } from '@/lib/server/admin/leads';
import { assertRequestKind, getAdminQuoteRequest, getAdminServiceRequest } from '@/lib/server/admin/leads-requests';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin'];

/** /admin/requests/{service|quote}/{id}: one customer request, its status, note and a reply by mail. */
export default adminPage(AdminRequestScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminRequestScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  try {
    const kind = assertRequestKind(ctx.params?.kind);
    const id = assertRecordId(ctx.params?.requestId);
    const request = kind === 'service' ? await getAdminServiceRequest(id) : await getAdminQuoteRequest(id);
    return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, request } };
  } catch {
    return { notFound: true };
  }
};
