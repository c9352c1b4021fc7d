import { useMemo, type ReactNode } from 'react';
import { I18nContext } from './context';
import { Translator, type Resources } from './translator';

/** What serverSideTranslations puts into page props. */
export type NextI18NextProps = {
  initialI18nStore: Resources;
  initialLocale: string;
  ns: string[];
};

/**
 * One translator per locale (+ namespace set on the server), reused across requests and renders.
 * Stock next-i18next creates a new i18next instance per request, which dominates the SSR cost.
 */
const instances = new Map<string, Translator>();

function instanceFor(props: NextI18NextProps): Translator {
  const isServer = typeof window === 'undefined';
  const key = isServer ? `${props.initialLocale}|${props.ns.join(',')}` : props.initialLocale;
  let instance = instances.get(key);
  if (!instance) {
    instance = new Translator(props.initialLocale, props.initialI18nStore);
    instances.set(key, instance);
  } else {
    // new namespaces arriving with a client-side navigation
    for (const [lng, bundles] of Object.entries(props.initialI18nStore)) {
      for (const [ns, resources] of Object.entries(bundles)) {
        if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, resources);
      }
    }
  }
  return instance;
}

export function I18nProvider({ value, children }: { value: NextI18NextProps | undefined; children: ReactNode }) {
  const i18n = useMemo(() => (value ? instanceFor(value) : null), [value]);
  if (!i18n) return <>{children}</>;
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}
