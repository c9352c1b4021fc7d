import { useT } from '@/lib/i18n';
import styles from './net-label.module.css';

/** "zzgl. MwSt." / "excl. VAT" beside a price shown net. */
export function NetLabel({ className }: { className?: string }) {
  const { t } = useT('common');
  return (
    <span className={`${styles.label} ${className ?? ''}`} data-testid="net-label">
      {t('common:price_net_label')}
    </span>
  );
}
