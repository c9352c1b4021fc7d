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

/** A text split at its placeholders: literal parts at even indexes, variable names at odd ones. */
type Template = string[];
const templates = new Map<string, Template>();

function template(text: string): Template {
  let parts = templates.get(text);
  if (!parts) {
    parts = [];
    let last = 0;
    for (const m of text.matchAll(PLACEHOLDER)) {
      parts.push(text.slice(last, m.index), m[1]!.trim(), m[0]);
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    // the shop's texts are a few thousand; a default value built at run time must not grow this forever
    if (templates.size >= 10_000) templates.clear();
    templates.set(text, parts);
  }
  return parts;
}

/**
 * Fills `{{name}}` placeholders. A page renders the same few hundred texts on every request, so
 * each text is split at its placeholders once (a regular-expression replace per call was about
 * a quarter of the translator's time on a listing page).
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  const parts = template(text);
  let out = parts[0]!;
  // parts: literal, then (name, placeholder as written, literal) per placeholder
  for (let i = 1; i < parts.length; i += 3) {
    const variable = parts[i]!;
    if (!(variable in options)) out += parts[i + 1]!;
    else {
      const value = options[variable];
      out += value === undefined || value === null ? '' : String(value);
    }
    out += parts[i + 2]!;
  }
  return out;
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
    let prefixed: string | undefined;
    const colon = fullKey.indexOf(NS_SEPARATOR);
    if (colon > 0) {
      prefixed = fullKey.slice(0, colon);
      key = fullKey.slice(colon + 1);
    }
    const count = options?.count;
    // most calls: no count, so the key itself is the only candidate
    if (count === undefined || typeof count === 'string') {
      const text = prefixed !== undefined ? lookup(this.data[prefixed], key) : this.find(defaultNamespaces, key);
      if (text !== undefined) return interpolate(text, options);
    } else {
      const candidates = [`${key}_${pluralForm(this.language, Number(count))}`, key];
      if (count === 0) candidates.unshift(`${key}_zero`);
      for (const n of prefixed !== undefined ? [prefixed] : defaultNamespaces) {
        for (const candidate of candidates) {
          const text = lookup(this.data[n], candidate);
          if (text !== undefined) return interpolate(text, options);
        }
      }
    }
    if (options?.defaultValue !== undefined && options.defaultValue !== null) return interpolate(String(options.defaultValue), options);
    return key;
  }

  private find(namespaces: readonly string[], key: string): string | undefined {
    for (const n of namespaces) {
      const text = lookup(this.data[n], key);
      if (text !== undefined) return text;
    }
    return undefined;
  }
}
