import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/common/error-page';
import { translations } from '@/lib/i18n/server';

export default function NotFoundPage() {
  return <ErrorPage code={404} />;
}

// Prerendered at build time: the site URL comes from the build environment.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await translations(locale)), siteUrl: (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '') },
});
