import '@/lib/server/only';
import type { GetServerSidePropsContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { translations } from '../i18n/server';
import { env } from './env';
import { noStore } from './http/response';

/** Props every page gets: translations for its namespaces and the absolute site URL. */
export type BasePageProps = SSRConfig & { siteUrl: string };

export async function basePageProps(locale: string | undefined, namespaces: readonly string[] = []): Promise<BasePageProps> {
  return { ...(await translations(locale, namespaces)), siteUrl: env().SITE_URL };
}

/** Shared-cache policy of public pages (issue: s-maxage=60, stale-while-revalidate=600). */
export function setPublicCache(ctx: Pick<GetServerSidePropsContext, 'res'>): void {
  ctx.res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
}

/** Private pages (account, cart, checkout) must never be stored by a shared cache. */
export function setPrivateNoStore(ctx: Pick<GetServerSidePropsContext, 'res'>): void {
  noStore(ctx.res);
}
