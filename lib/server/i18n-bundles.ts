import fs from 'node:fs';
import path from 'node:path';
import { translations } from '../i18n/server';
import type { ResourceBundle } from '../i18n/translator';
import type { Locale } from '../site-config';

/** The namespaces of a language: its files in locales/ (read once). */
const namespaces = new Map<string, Set<string>>();

function namespacesOf(locale: Locale): Set<string> {
  let names = namespaces.get(locale);
  if (!names) {
    names = new Set(
      fs
        .readdirSync(path.join(process.cwd(), 'locales', locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length)),
    );
    namespaces.set(locale, names);
  }
  return names;
}

/** One namespace's texts as pages get them (serverSideTranslations), or undefined for an unknown one. */
export async function loadBundle(locale: Locale, ns: string): Promise<ResourceBundle | undefined> {
  if (!namespacesOf(locale).has(ns)) return undefined;
  const config = await translations(locale, [ns]);
  const store = config._nextI18Next?.initialI18nStore as Record<string, Record<string, ResourceBundle>> | undefined;
  return store?.[locale]?.[ns];
}
