/**
 * The translation lookup pages render with, on the server and in the browser. It does what the
 * shop's texts use of i18next, with i18next's results (lib/i18n/translator.test.ts compares both
 * over every text in locales/), at a fraction of i18next's weight in the browser:
 * - `ns:key` picks a namespace, otherwise the namespaces are searched in order;
 * - `{{name}}` takes the option of that name (left as it is when the option is absent);
 * - `count` picks `key_zero` (count 0), then `key_<plural form>` (Intl.PluralRules), then `key`;
 * - a missing text answers `defaultValue` (interpolated) or else the key without its namespace.
 * Loading the files stays with next-i18next on the server (serverSideTranslations).
 */

/** One namespace's texts: flat keys (nested objects are read along `a.b` keys). */
export type ResourceBundle = { [key: string]: string | ResourceBundle };
/** Texts per language and namespace, as serverSideTranslations puts them into page props. */
export type Resources = Record<string, Record<string, ResourceBundle>>;

export type TOptions = { count?: unknown; defaultValue?: unknown; [variable: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(bundle: ResourceBundle | undefined, key: string): string | undefined {
  if (!bundle) return undefined;
  const direct = bundle[key];
  if (typeof direct === 'string') return direct;
  if (direct !== undefined || !key.includes(KEY_SEPARATOR)) return undefined;
  let node: string | ResourceBundle | undefined = bundle;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const variable = name.trim();
    if (!(variable in options)) return match;
    const value = options[variable];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The texts of one language, with the namespaces a page loaded. */
export class Translator {
  readonly language: string;
  private readonly data: Record<string, ResourceBundle>;

  constructor(language: string, resources: Resources = {}) {
    this.language = language;
    this.data = { ...resources[language] };
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return language === this.language && this.data[ns] !== undefined;
  }

  /** Adds a namespace that arrived later (client-side navigation to a page with more namespaces). */
  addResourceBundle(language: string, ns: string, bundle: ResourceBundle): void {
    if (language !== this.language) return;
    this.data[ns] = { ...this.data[ns], ...bundle };
  }

  /** `t` for the given namespaces, the first being the default. */
  getFixedT(namespaces: readonly string[]): TFunction {
    const ns = namespaces.length > 0 ? [...namespaces] : ['common'];
    return (key, options) => this.translate(key, ns, options);
  }

  private translate(fullKey: string, defaultNamespaces: readonly string[], options: TOptions | undefined): string {
    let key = fullKey;
    let namespaces = defaultNamespaces;
    const colon = fullKey.indexOf(NS_SEPARATOR);
    if (colon > 0) {
      namespaces = [fullKey.slice(0, colon)];
      key = fullKey.slice(colon + 1);
    }
    const count = options?.count;
    const plural = count !== undefined && typeof count !== 'string';
    const candidates = [key];
    if (plural) {
      candidates.unshift(`${key}_${pluralForm(this.language, Number(count))}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const n of namespaces) {
      const bundle = this.data[n];
      for (const candidate of candidates) {
        const text = lookup(bundle, candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    if (options?.defaultValue !== undefined && options.defaultValue !== null) return interpolate(String(options.defaultValue), options);
    return key;
  }
}
