import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { readConsent } from '@/lib/gtm';
import { Button } from '../common/button';
import { Modal } from '../common/modal';
import styles from './consent-banner.module.css';

/** Necessary cookies (always) and statistics (a choice), then save. */
export function ConsentChoices({ onSave, initial }: { onSave: (analytics: boolean) => void; initial: boolean }) {
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

/** The settings dialog (from the footer's link or the banner): the same choices, preset to the stored one. */
export function ConsentSettingsModal({ onSave, onClose }: { onSave: (analytics: boolean) => void; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal open onClose={onClose} title={t('consent_title')} testId="consent-modal">
      <ConsentChoices onSave={onSave} initial={readConsent()?.analytics ?? false} />
    </Modal>
  );
}
