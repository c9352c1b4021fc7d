import { useRouter } from 'next/router';
import { useContext } from 'react';
import { I18nContext } from './context';
import type { ResourceBundle, TFunction, Translator } from './translator';
import { toLocale, type Locale } from '../site-config';

export type { TFunction } from './translator';

/** Fixed translation functions per translator and namespaces: one `t` per component kind, not per render. */
const fixedTs = new WeakMap<Translator, Map<string, TFunction>>();

function fixedT(i18n: Translator, ns: string[]): TFunction {
  let perInstance = fixedTs.get(i18n);
  if (!perInstance) {
    perInstance = new Map();
    fixedTs.set(i18n, perInstance);
  }
  const key = ns.join(',');
  let t = perInstance.get(key);
  if (!t) {
    t = i18n.getFixedT(ns);
    perInstance.set(key, t);
  }
  return t;
}

const identity: TFunction = (key) => key;

/** The project's translation hook: `t` for the given namespaces (first is the default) and the active shop locale. */
export function useT(ns: string | string[] = 'common') {
  const i18n = useContext(I18nContext);
  const { locale: routerLocale } = useRouter();
  const locale = toLocale(routerLocale) as Locale;
  const namespaces = Array.isArray(ns) ? ns : [ns];
  const t = i18n ? fixedT(i18n, namespaces) : identity;
  return { t, i18n, locale };
}

/**
 * Makes a namespace the component ships itself available to `t`, for parts that load on demand
 * (the cart sidebar) on pages whose props do not carry that namespace. Pages that have it keep theirs.
 */
export function useBundledNamespace(ns: string, bundles: Record<Locale, ResourceBundle>): void {
  const i18n = useContext(I18nContext);
  if (!i18n || i18n.hasResourceBundle(i18n.language, ns)) return;
  const bundle = bundles[toLocale(i18n.language) as Locale];
  if (bundle) i18n.addResourceBundle(i18n.language, ns, bundle);
}
