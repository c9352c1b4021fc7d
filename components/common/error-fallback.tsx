import { useT } from '@/lib/i18n';
import { Button } from './button';
import styles from './error-fallback.module.css';

/** The generic UI error: 'Oops, there is an error!' with 'Try again?'. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className={styles.box} data-testid="error-boundary">
      <h1 className={styles.title}>{t('error_title')}</h1>
      <Button onClick={onRetry} data-testid="error-retry">
        {t('error_retry')}
      </Button>
    </div>
  );
}
