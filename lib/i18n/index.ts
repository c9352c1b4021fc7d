import type { i18n as I18n, TFunction } from 'i18next';
import { useRouter } from 'next/router';
import { useContext } from 'react';
import { I18nContext } from './context';
import { toLocale, type Locale } from '../site-config';

/**
 * Fixed translation functions per i18next instance, language and namespaces. react-i18next's
 * useTranslation copies the whole i18next instance for every component on every server render,
 * which was the largest single cost of rendering a page; this hook reuses one `t` instead.
 */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

function fixedT(i18n: I18n, locale: string, ns: string[]): TFunction {
  let perInstance = fixedTs.get(i18n);
  if (!perInstance) {
    perInstance = new Map();
    fixedTs.set(i18n, perInstance);
  }
  const key = `${locale}|${ns.join(',')}`;
  let t = perInstance.get(key);
  if (!t) {
    t = fastPath(i18n, locale, ns, i18n.getFixedT(locale, ns) as TFunction);
    perInstance.set(key, t);
  }
  return t;
}

/**
 * Most UI strings are plain text looked up without options: answer those straight from the loaded
 * resources and leave interpolation, plurals, nesting and missing keys to i18next.
 */
function fastPath(i18n: I18n, locale: string, ns: string[], full: TFunction): TFunction {
  const plainT = (key: unknown, options?: unknown): unknown => {
    if (options === undefined && typeof key === 'string') {
      const data = i18n.store?.data?.[locale] as Record<string, Record<string, unknown> | undefined> | undefined;
      const colon = key.indexOf(':');
      const namespaces = colon > 0 ? [key.slice(0, colon)] : ns;
      const bare = colon > 0 ? key.slice(colon + 1) : key;
      for (const n of namespaces) {
        const value = data?.[n]?.[bare];
        if (typeof value === 'string') {
          if (value.includes('{{') || value.includes('$t(')) break;
          return value;
        }
        if (value !== undefined) break;
      }
    }
    return (full as unknown as (k: unknown, o?: unknown) => unknown)(key, options);
  };
  return plainT as unknown as TFunction;
}

const identity = ((key: string) => key) as unknown as TFunction;

/** The project's translation hook: `t` for the given namespaces (first is the default) and the active shop locale. */
export function useT(ns: string | string[] = 'common') {
  const i18n = useContext(I18nContext);
  const { locale: routerLocale } = useRouter();
  const locale = toLocale(routerLocale) as Locale;
  const namespaces = Array.isArray(ns) ? ns : [ns];
  const t = i18n ? fixedT(i18n, i18n.language || locale, namespaces) : identity;
  return { t, i18n, locale };
}
