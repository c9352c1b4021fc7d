import type { SSRConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../../next-i18next.config.js';
import { env } from '../server/env';
import { toLocale } from '../site-config';

/**
 * Namespaces every page needs: the shell (header, footer, consent, errors). The cart sidebar brings
 * its own texts when it loads; the cart, checkout and thank-you pages ask for `cart` themselves.
 */
const BASE_NAMESPACES = ['common'] as const;

const memo = new Map<string, Promise<SSRConfig>>();

/**
 * serverSideTranslations, memoised per locale + namespaces in production: the files do not change
 * while the server runs, and loading them costs a fresh i18next instance per request.
 */
export function translations(locale: string | undefined, namespaces: readonly string[] = []): Promise<SSRConfig> {
  const lng = toLocale(locale);
  const ns = Array.from(new Set([...BASE_NAMESPACES, ...namespaces])).sort();
  const load = () => serverSideTranslations(lng, ns, { ...nextI18NextConfig, serializeConfig: false });
  if (env().NODE_ENV !== 'production') return load();
  const key = `${lng}|${ns.join(',')}`;
  let hit = memo.get(key);
  if (!hit) {
    hit = load().catch((err: unknown) => {
      memo.delete(key);
      throw err;
    });
    memo.set(key, hit);
  }
  return hit;
}
