import { useState } from 'react';
import { accountApiUrl, apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { usePriceDisplay, usePriceDisplayStore, type PriceCustomer } from '@/stores/prices';
import styles from './net-price-toggle.module.css';

/**
 * The header's compact gross/net switch for a signed-in business customer (nobody else sees it).
 * It saves the choice with the account, like the switch on the profile page.
 */
export function NetPriceToggle() {
  const { t, locale } = useT('common');
  const { net } = usePriceDisplay(locale);
  const business = usePriceDisplayStore((s) => s.hydrated && s.business);
  // pressed at once; falls back if saving fails
  const [pending, setPending] = useState<boolean | null>(null);
  if (!business) return null;
  const pressed = pending ?? net;
  const toggle = async () => {
    if (pending !== null) return;
    const next = !net;
    setPending(next);
    try {
      const res = await apiFetch(accountApiUrl('/v1/account/customer'), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pricesNet: next }),
      });
      if (res.ok) usePriceDisplayStore.getState().fromCustomer((await res.json()) as PriceCustomer);
      else if (res.status === 401) usePriceDisplayStore.getState().reset();
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(null);
    }
  };
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      aria-busy={pending !== null}
      title={t('price_net_toggle_hint')}
      onClick={() => void toggle()}
      data-testid="header-net-toggle"
    >
      <span className={styles.dot} aria-hidden="true" />
      {t('price_net_toggle')}
    </button>
  );
}
