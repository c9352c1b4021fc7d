import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { toLocale, type Locale } from '../site-config';

/** The project's translation hook: `t` for the given namespaces plus the active shop locale. */
export function useT(ns: string | string[] = 'common') {
  const { t, i18n } = useTranslation(ns);
  const { locale } = useRouter();
  return { t, i18n, locale: toLocale(locale) as Locale };
}
