import type { GetServerSideProps } from 'next';
import { buildSitemap } from '@/lib/server/sitemap';
import { registerCatalogSitemap } from '@/lib/server/catalog';
import { registerBlogSitemap, registerPagesSitemap } from '@/lib/server/content';
import { registerLeadsSitemap } from '@/lib/server/leads';

export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  // areas register their pages with the sitemap (used only here, so none of it reaches the browser)
  registerCatalogSitemap();
  registerBlogSitemap();
  registerLeadsSitemap();
  registerPagesSitemap();
  const xml = await buildSitemap();
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};
