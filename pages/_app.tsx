import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { Layout } from '@/components/layout/layout';
import { SiteUrlContext } from '@/components/common/seo';
import type { NextPageWithLayout } from '@/lib/page-types';
import { publicEnv } from '@/lib/public-env';
import nextI18NextConfig from '@/next-i18next.config.js';
import '@/styles/globals.css';

type ShopAppProps = AppProps<{ siteUrl?: string }> & { Component: NextPageWithLayout };

function ShopApp({ Component, pageProps }: ShopAppProps) {
  const getLayout = Component.getLayout ?? ((page) => <Layout>{page}</Layout>);
  // marks the document once React has hydrated it: from here on every control reacts (browser tests wait for it)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <SiteUrlContext.Provider value={pageProps.siteUrl ?? publicEnv.siteUrl}>{getLayout(<Component {...pageProps} />)}</SiteUrlContext.Provider>;
}

// the page texts come with each page's props (serverSideTranslations); the config is passed here
// because the props leave it out (serializeConfig: false)
export default appWithTranslation(ShopApp, nextI18NextConfig);
