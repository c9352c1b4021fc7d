import type { GetStaticProps } from 'next';
import { ErrorPage } from '@/components/common/error-page';
import { translations } from '@/lib/i18n/server';

export default function ServerErrorPage() {
  return <ErrorPage code={500} />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await translations(locale)), siteUrl: (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '') },
});
