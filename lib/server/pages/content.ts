import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import type { ContentPageView } from '@/lib/content/page-types';
import { pageAtRoute, pageRoute } from '@/lib/content/page-routes';
import { toLocale } from '@/lib/site-config';
import { getPage, type ContentPage } from '../content';
import { basePageProps, setPublicCache } from '../page-props';

/** Namespaces of the content screens. */
const CONTENT_NAMESPACES = ['content'] as const;

export type ContentPageProps = { page: ContentPageView };

/** What a screen needs of a loaded page. */
function toPageView(p: ContentPage): ContentPageView {
  return {
    slug: p.slug,
    path: pageRoute(p.slug),
    title: p.title,
    description: p.description,
    html: p.html,
    headings: p.headings,
    faq: p.faq,
    updated: p.updated ?? null,
  };
}

/** getServerSideProps of a routed content page (its slug fixed by the route file). */
export function contentPageProps(path: string, namespaces: readonly string[] = []): GetServerSideProps<ContentPageProps> {
  const slug = pageAtRoute(path);
  if (!slug) throw new Error(`no content page is routed at ${path}`);
  return async (ctx) => {
    const page = await getPage(slug, toLocale(ctx.locale));
    if (!page) return { notFound: true };
    setPublicCache(ctx);
    // service pages carry the lead form, whose texts live in the leads namespace
    const leads = path.startsWith('/services') ? ['leads'] : [];
    return { props: { ...(await basePageProps(ctx.locale, [...CONTENT_NAMESPACES, ...leads, ...namespaces])), page: toPageView(page) } };
  };
}

/** /pages/{pageId}: any page of the content store; a page with a route of its own redirects there. */
export const genericPageProps: GetServerSideProps<ContentPageProps> = async (ctx) => {
  const slug = typeof ctx.params?.pageId === 'string' ? ctx.params.pageId : '';
  const locale = toLocale(ctx.locale);
  const page = await getPage(slug, locale);
  if (!page || page.unlisted) return { notFound: true };
  const route = pageRoute(slug);
  if (route !== `/pages/${slug}`) return { redirect: { destination: locale === 'de' ? route : `/${locale}${route}`, permanent: true } };
  setPublicCache(ctx);
  return { props: { ...(await basePageProps(ctx.locale, CONTENT_NAMESPACES)), page: toPageView(page) } };
};
