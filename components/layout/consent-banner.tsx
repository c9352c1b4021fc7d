import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { consentSnapshot, saveConsent, subscribeConsent } from '@/lib/gtm';
import { useUIStore } from '@/stores/ui';
import { Button } from '../common/button';
import Link from 'next/link';
import styles from './consent-banner.module.css';

// the settings form and dialog are needed only when asked for
const ConsentChoices = dynamic(() => import('./consent-settings').then((m) => m.ConsentChoices), { ssr: false });
const ConsentSettingsModal = dynamic(() => import('./consent-settings').then((m) => m.ConsentSettingsModal), { ssr: false });

/**
 * First-layer consent: accept all, reject and settings side by side. The tag manager loads only
 * after the visitor allowed statistics; until then events only queue in window.dataLayer. The
 * banner is part of the server-rendered HTML, so a first visit sees it at first paint; the same
 * elements become interactive with hydration (keyboard focus stays where it is).
 */
export function ConsentBanner({ onDecided }: { onDecided?: () => void }) {
  // 'unknown' while server rendering and hydrating
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, () => 'unknown' as const);
  const [showSettings, setShowSettings] = useState(false);
  const settingsOpen = useUIStore((s) => s.displayModal && s.modalView === 'consent-settings');
  const closeModal = useUIStore((s) => s.closeModal);

  const decide = (analytics: boolean) => {
    const fromBanner = consent === 'none';
    saveConsent(analytics);
    setShowSettings(false);
    closeModal();
    // the banner disappears with the focused button; the settings dialog restores focus itself
    if (fromBanner) onDecided?.();
  };

  return (
    <>
      {consent === 'unknown' || consent === 'none' ? (
        <ConsentBannerView
          pending={consent === 'unknown'}
          onDecide={decide}
          onSettings={() => setShowSettings(true)}
          settings={showSettings ? <ConsentChoices onSave={decide} initial={false} /> : undefined}
        />
      ) : null}
      {settingsOpen ? <ConsentSettingsModal onSave={decide} onClose={closeModal} /> : null}
    </>
  );
}

type ConsentBannerViewProps = {
  /**
   * Rendered by the server and during hydration, before the browser's choice is known: CSS shows
   * it only when the check in <head> (lib/consent-script.js) found no decision, and its buttons
   * say they are disabled until the interactive banner takes over.
   */
  pending?: boolean;
  onDecide?: (analytics: boolean) => void;
  onSettings?: () => void;
  /** the settings form, shown in place of the three buttons */
  settings?: ReactNode;
};

/** The first-layer consent banner's markup: accept all, reject and settings side by side. */
function ConsentBannerView({ pending = false, onDecide, onSettings, settings }: ConsentBannerViewProps) {
  const { t } = useT();
  const disabled = pending || undefined;
  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner" data-pending={pending ? '' : undefined}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            {t('consent_title')}
          </h2>
          <p>
            {t('consent_text')} <Link href="/privacy-notice">{t('consent_privacy_link')}</Link>
          </p>
        </div>
        {settings ?? (
          <div className={styles.actions}>
            <Button onClick={() => onDecide?.(true)} data-testid="consent-accept" aria-disabled={disabled}>
              {t('consent_accept_all')}
            </Button>
            <Button variant="secondary" onClick={() => onDecide?.(false)} data-testid="consent-reject" aria-disabled={disabled}>
              {t('consent_reject')}
            </Button>
            <Button variant="ghost" onClick={onSettings} data-testid="consent-settings" aria-disabled={disabled}>
              {t('consent_settings')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
