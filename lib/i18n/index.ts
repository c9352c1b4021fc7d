import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { toLocale, type Locale } from '../site-config';

/** One namespace's texts as they stand in `locales/<lng>/<ns>.json`. */
export type ResourceBundle = { [key: string]: string | ResourceBundle };

/** The translate function the shop's helpers take (i18next's `t`, keys as plain strings). */
export type TFunction = (key: string, options?: Record<string, unknown>) => string;

/**
 * The project's translation hook: i18next's `t` for the namespaces and the shop locale. A key
 * without a namespace is looked up in the namespaces in the order given (react-i18next's
 * `nsMode: 'fallback'`), so a screen asks for `['cart', 'common']` and reads both.
 */
export function useT(ns: string | string[] = 'common') {
  const { t, i18n } = useTranslation(ns, { nsMode: 'fallback' });
  const { locale } = useRouter();
  return { t: t as TFunction, i18n, locale: toLocale(locale) as Locale };
}

/**
 * Makes a namespace the component ships itself available to `t`, for parts that load on demand
 * (the cart sidebar) on pages whose props do not carry that namespace. Pages that have it keep theirs.
 */
export function useBundledNamespace(ns: string, bundles: Record<Locale, ResourceBundle>): void {
  const { i18n } = useTranslation();
  if (!i18n?.language || i18n.hasResourceBundle(i18n.language, ns)) return;
  const bundle = bundles[toLocale(i18n.language) as Locale];
  if (bundle) i18n.addResourceBundle(i18n.language, ns, bundle);
}
