import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import { Layout } from '@/components/layout/layout';
import { SiteUrlContext } from '@/components/common/seo';
import { I18nProvider, type NextI18NextProps } from '@/lib/i18n/provider';
import type { NextPageWithLayout } from '@/lib/page-types';
import { publicEnv } from '@/lib/public-env';
import '@/styles/globals.css';

type ShopAppProps = AppProps<{ _nextI18Next?: NextI18NextProps; siteUrl?: string }> & { Component: NextPageWithLayout };

export default function ShopApp({ Component, pageProps }: ShopAppProps) {
  const getLayout = Component.getLayout ?? ((page) => <Layout>{page}</Layout>);
  // marks the document once React has hydrated it: from here on every control reacts (browser tests wait for it)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider value={pageProps._nextI18Next}>
      <SiteUrlContext.Provider value={pageProps.siteUrl ?? publicEnv.siteUrl}>
        {getLayout(<Component {...pageProps} />)}
      </SiteUrlContext.Provider>
    </I18nProvider>
  );
}
