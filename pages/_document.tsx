import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { env } from '@/lib/server/env';
import { PRODUCTION_HOSTS_META } from '@/lib/auth-token';
import { CONSENT_SCRIPT } from '@/lib/consent-script';
import { bundleScriptPath } from '@/lib/i18n/bundle-script';
import { bundleVersion } from '@/lib/i18n/bundle-version';
import type { NextI18NextProps } from '@/lib/i18n/provider';
import type { Resources } from '@/lib/i18n/translator';

type NextData = DocumentProps['__NEXT_DATA__'];

/** The page's translations as serverSideTranslations put them into its props, if it has any. */
function pageTranslations(data: NextData): (NextI18NextProps & { initialI18nStore: Resources }) | undefined {
  const texts = (data.props as { pageProps?: { _nextI18Next?: NextI18NextProps } } | undefined)?.pageProps?._nextI18Next;
  return texts?.initialI18nStore ? { ...texts, initialI18nStore: texts.initialI18nStore } : undefined;
}

/**
 * `__NEXT_DATA__` without the texts, which the page loads as scripts of their own (see
 * lib/i18n/bundle-script.ts). A copy: the texts object is shared by every request.
 */
function withoutTexts(data: NextData): NextData {
  const texts = pageTranslations(data);
  if (!texts) return data;
  const { initialI18nStore: _texts, ...rest } = texts;
  const props = data.props as { pageProps: Record<string, unknown> };
  return { ...data, props: { ...props, pageProps: { ...props.pageProps, _nextI18Next: rest } } };
}

// NextScript writes `__NEXT_DATA__` with this (public, static) method; it gets the page data without the texts
const inlineScriptSource = NextScript.getInlineScriptSource.bind(NextScript);
NextScript.getInlineScriptSource = (context) => inlineScriptSource({ ...context, __NEXT_DATA__: withoutTexts(context.__NEXT_DATA__) });

export default function Document({ locale, __NEXT_DATA__ }: DocumentProps) {
  const texts = pageTranslations(__NEXT_DATA__);
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
        {/* the page's texts: deferred like Next's scripts and before them, so they have run when React hydrates */}
        {texts &&
          Object.entries(texts.initialI18nStore).flatMap(([language, bundles]) =>
            Object.entries(bundles).map(([ns, bundle]) => <script key={`${language}/${ns}`} defer src={bundleScriptPath(language, ns, bundleVersion(bundle))} />),
          )}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
