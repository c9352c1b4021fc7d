import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n';
import { consentSnapshot, readConsent, saveConsent, subscribeConsent } from '@/lib/gtm';
import { useUIStore } from '@/stores/ui';
import { Button } from '../common/button';
import { Modal } from '../common/modal';
import styles from './consent-banner.module.css';

function ConsentChoices({ onSave, initial }: { onSave: (analytics: boolean) => void; initial: boolean }) {
  const { t } = useT();
  const [analytics, setAnalytics] = useState(initial);
  return (
    <div className={styles.settings}>
      <label className={styles.option}>
        <input type="checkbox" checked disabled />
        <span>
          <strong>{t('consent_necessary')}</strong>
          <span className={styles.optionText}>{t('consent_necessary_text')}</span>
        </span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} data-testid="consent-analytics" />
        <span>
          <strong>{t('consent_analytics')}</strong>
          <span className={styles.optionText}>{t('consent_analytics_text')}</span>
        </span>
      </label>
      <Button onClick={() => onSave(analytics)} data-testid="consent-save">
        {t('consent_save')}
      </Button>
    </div>
  );
}

/**
 * First-layer consent: accept all, reject and settings side by side. The tag manager loads only
 * after the visitor allowed statistics; until then events only queue in window.dataLayer.
 */
export function ConsentBanner({ onDecided }: { onDecided?: () => void }) {
  const { t } = useT();
  // 'unknown' while server rendering: the banner appears only once the browser's choice is known
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
      {consent === 'none' ? (
        <section className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner">
          <div className={styles.inner}>
            <div className={styles.text}>
              <h2 id="consent-title" className={styles.title}>
                {t('consent_title')}
              </h2>
              <p>
                {t('consent_text')} <Link href="/privacy-notice">{t('consent_privacy_link')}</Link>
              </p>
            </div>
            {showSettings ? (
              <ConsentChoices onSave={decide} initial={false} />
            ) : (
              <div className={styles.actions}>
                <Button onClick={() => decide(true)} data-testid="consent-accept">
                  {t('consent_accept_all')}
                </Button>
                <Button variant="secondary" onClick={() => decide(false)} data-testid="consent-reject">
                  {t('consent_reject')}
                </Button>
                <Button variant="ghost" onClick={() => setShowSettings(true)} data-testid="consent-settings">
                  {t('consent_settings')}
                </Button>
              </div>
            )}
          </div>
        </section>
      ) : null}
      <Modal open={settingsOpen} onClose={closeModal} title={t('consent_title')} testId="consent-modal">
        <ConsentChoices onSave={decide} initial={readConsent()?.analytics ?? false} />
      </Modal>
    </>
  );
}
