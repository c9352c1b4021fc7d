import { useT } from '@/lib/i18n';
import type { CartError } from '@/stores/cart';
import styles from './cart.module.css';

/** The reason the last cart change failed, announced to screen readers. */
export function CartErrorMessage({ error, onDismiss }: { error: CartError | null; onDismiss: () => void }) {
  const { t } = useT(['cart', 'common']);
  if (!error) return null;
  const text =
    error.kind === 'stock' ? t('cart:error_stock', { count: error.available }) : error.kind === 'unavailable' ? t('cart:error_unavailable') : t('cart:error_generic');
  return (
    <div className={styles.error} role="alert" data-testid="cart-error">
      <span>{text}</span>
      <button type="button" className={styles.errorClose} onClick={onDismiss} aria-label={t('common:close')}>
        ×
      </button>
    </div>
  );
}
