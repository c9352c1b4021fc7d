import { createInstance, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** An i18next instance set up as next-i18next sets up a page's (no escaping: React escapes). */
export function testI18n(locale: string, resources: Resource) {
  const i18n = createInstance();
  void i18n.init({ lng: locale, resources, fallbackLng: false, defaultNS: 'common', ns: Object.keys(resources[locale] ?? {}), interpolation: { escapeValue: false }, initAsync: false });
  return i18n;
}

/** Renders children with the texts given, as a page wrapped in appWithTranslation would. */
export function WithI18n({ locale, resources, children }: { locale: string; resources: Resource; children: ReactNode }) {
  return <I18nextProvider i18n={testI18n(locale, resources)}>{children}</I18nextProvider>;
}
