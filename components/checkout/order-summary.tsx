import Link from 'next/link';
import { usePriceDisplay } from '@/stores/prices';
import type { Cart } from '@/lib/checkout/types';
import { useT } from '@/lib/i18n';
import { CartSummary } from '../cart/cart-summary';
import { LineImage } from '../cart/line-image';
import styles from './checkout.module.css';

/** The cart as ordered: lines and sums; stays in view beside the form on wide screens. */
export function OrderSummary({ cart }: { cart: Cart | null }) {
  const { t, locale } = useT(['checkout', 'cart']);
  const lines = cart?.lines ?? [];
  const prices = usePriceDisplay(locale);
  return (
    <aside className={styles.side} aria-labelledby="co-summary" data-testid="checkout-aside">
      <div className={styles.summaryCard}>
        <div className={styles.summaryHead}>
          <h2 id="co-summary" className={styles.cardTitle}>
            {t('checkout:section_summary')}
          </h2>
          <Link href="/cart" className={styles.editCart}>
            {t('checkout:edit_cart')}
          </Link>
        </div>
        {lines.length === 0 ? <p role="status">{t('cart:loading')}</p> : null}
        <ul className={styles.summaryLines}>
          {lines.map((l) => (
            <li key={l.id} className={styles.summaryLine} data-testid="checkout-line">
              <span className={styles.summaryImage}>
                <LineImage category={l.category} family={l.family} size="sm" />
                <span className={styles.qtyBadge} aria-hidden="true">
                  {l.quantity}
                </span>
              </span>
              <span className={styles.summaryText}>
                <span className={styles.summaryTitle}>
                  <span className="visually-hidden">{l.quantity} × </span>
                  {l.title}
                </span>
                <span className={styles.summaryMeta}>
                  {t('cart:grade', { grade: l.grade })}
                  {l.options ? ` · ${l.options}` : ''}
                </span>
              </span>
              <span className={styles.summaryPrice}>{prices.format(l.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        {cart && lines.length > 0 ? <CartSummary {...cart} testId="checkout-summary" /> : null}
      </div>
    </aside>
  );
}
