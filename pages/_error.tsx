import type { NextPageContext } from 'next';
import { ErrorPage, type ErrorPageProps } from '@/components/common/error-page';

type Props = { statusCode: number };

function shownCode(status: number): ErrorPageProps['code'] {
  if (status === 404 || status === 401) return status;
  return 500;
}

/**
 * The 404 and 500 pages. They render per request rather than at build time, so their canonical
 * and alternate links carry the SITE_URL the server runs with, not the one of the build machine.
 */
export default function ShopErrorPage({ statusCode }: Props) {
  return <ErrorPage code={shownCode(statusCode)} />;
}

ShopErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext) => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // the branch is removed from the browser bundle (Next replaces `typeof window` at build time)
  if (typeof window === 'undefined') {
    const { basePageProps } = await import('@/lib/server/page-props');
    res?.setHeader('Cache-Control', 'private, no-store');
    return { statusCode, ...(await basePageProps(locale)) };
  }
  return { statusCode };
};
