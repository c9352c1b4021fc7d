import type { i18n as I18n } from 'i18next';
import { createContext } from 'react';

/** The page's i18next instance (one per locale, see provider.tsx). */
export const I18nContext = createContext<I18n | null>(null);
