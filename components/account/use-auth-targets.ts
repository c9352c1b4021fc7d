import { useMemo } from 'react';
import { useT } from '@/lib/i18n';
import type { AuthTargets } from '@/stores/auth';

/** The account index of the active locale and the (server-sanitised) sign-on target. */
export function useAuthTargets(redirectTo?: string | null): AuthTargets {
  const { locale } = useT('account');
  return useMemo(() => {
    const accountPath = locale === 'en' ? '/en/account' : '/account';
    return { accountPath, redirectTo: redirectTo || accountPath };
  }, [locale, redirectTo]);
}
