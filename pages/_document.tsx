import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { env } from '@/lib/server/env';
import { PRODUCTION_HOSTS_META } from '@/lib/auth-token';
import { CONSENT_SCRIPT } from '@/lib/consent-script';

export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale === 'en' ? 'en' : 'de'}>
      <Head>
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <meta name="theme-color" content="#0b6e4f" />
        {/* the hosts on which the browser sets the auth cookie Secure: PRODUCTION_HOSTS of the running server */}
        <meta name={PRODUCTION_HOSTS_META} content={env().PRODUCTION_HOSTS.join(',')} />
        {/* shows the server-rendered consent banner at first paint to a visitor who has not decided */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
