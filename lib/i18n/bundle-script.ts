import type { ResourceBundle, Resources } from './translator';

/**
 * A page's texts travel as scripts of their own, one per namespace, instead of inside the page's
 * `__NEXT_DATA__`: the browser caches a namespace once for every page that needs it, and the HTML
 * of each page (and the server's work to write it) loses them; a listing page's 84.5 KB held
 * 10.9 KB of texts. The document loads them with `defer` before Next's own scripts, so they
 * have run when React hydrates; the translator reads them from this registry.
 * Client-side navigations keep the texts in the page data, where they arrive with the page.
 */
export const REGISTRY = '__zwI18n';

declare global {
  interface Window {
    [REGISTRY]?: Record<string, ResourceBundle>;
  }
}

/** The registry key of a namespace in a language: 'de/catalog'. */
export function registryKey(language: string, ns: string): string {
  return `${language}/${ns}`;
}

/** Where a namespace's script is served; `v` names its content, so a cache may keep it for good. */
export function bundleScriptPath(language: string, ns: string, version: string): string {
  return `/api/i18n/${language}/${ns}?v=${version}`;
}

/** The script for one namespace: it adds the texts to the registry and does nothing else. */
export function bundleScriptSource(language: string, ns: string, bundle: ResourceBundle): string {
  return `(self.${REGISTRY}=self.${REGISTRY}||{})[${JSON.stringify(registryKey(language, ns))}]=${JSON.stringify(bundle)};\n`;
}

/**
 * The texts of `namespaces` in `language` that the scripts have registered, as the translator
 * takes them; a namespace whose script has not run is missing (undefined outside a browser).
 */
export function registeredResources(language: string, namespaces: readonly string[]): Resources {
  const registry = typeof window === 'undefined' ? undefined : window[REGISTRY];
  const bundles: Record<string, ResourceBundle> = {};
  for (const ns of namespaces) {
    const bundle = registry?.[registryKey(language, ns)];
    if (bundle) bundles[ns] = bundle;
  }
  return { [language]: bundles };
}
