import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { stringQuery } from '@/components/admin/format';
import { AdminNewsletterScreen, type AdminNewsletterScreenProps } from '@/components/admin/newsletter/newsletter-screen';
import { adminNewsletterQuery, type AdminNewsletterQuery } from '@/lib/contracts/admin-leads';
import { listConfirmedSubscribers } from '@/lib/server/admin/leads-newsletter';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin-leads', 'admin'];

/** /admin/newsletter: confirmed subscribers and the CSV export. */
export default adminPage(AdminNewsletterScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminNewsletterScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminNewsletterQuery, stringQuery(ctx.query));
  const query: AdminNewsletterQuery = parsed.success ? parsed.data : { q: undefined };
  const list = await listConfirmedSubscribers(query);
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, q: query.q ?? '' } };
};
