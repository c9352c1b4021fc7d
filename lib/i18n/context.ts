import { createContext } from 'react';
import type { Translator } from './translator';

/** The page's translator (one per locale, see provider.tsx). */
export const I18nContext = createContext<Translator | null>(null);
