import Link from 'next/link';
import { useT } from '@/lib/i18n';
import { NetLabel } from '@/components/common/net-label';
import { usePriceDisplay } from '@/stores/prices';
import type { CartLine } from '@/lib/checkout/types';
import { MAX_QUANTITY } from './constants';
import { LineImage } from './line-image';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

export type CartLineItemProps = {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** navigating away from the sidebar closes it */
  onNavigate?: () => void;
  compact?: boolean;
};

/** One cart line: picture, product and configuration, stepper, remove, line total. */
export function CartLineItem({ line, onQuantity, onRemove, onNavigate, compact }: CartLineItemProps) {
  const { t, locale } = useT('cart');
  const max = Math.min(line.available, MAX_QUANTITY);
  const prices = usePriceDisplay(locale);
  return (
    <li className={`${styles.line} ${compact ? styles.lineCompact : ''}`} data-testid="cart-line" data-variant-id={line.variantId}>
      <LineImage category={line.category} family={line.family} size={compact ? 'sm' : 'md'} />
      <div className={styles.lineMain}>
        <Link href={`/products/${line.productId}`} className={styles.lineTitle} onClick={onNavigate}>
          {line.title}
        </Link>
        <p className={styles.lineMeta}>
          <span className={styles.grade}>{t('grade', { grade: line.grade })}</span>
          {line.options ? <span>{line.options}</span> : null}
        </p>
        {!compact ? <p className={styles.lineSku}>{t('sku', { sku: line.sku })}</p> : null}
        <p className={styles.unitPrice}>{t('unit_price', { price: prices.format(line.unitPriceCents) })}</p>
        {line.available === 0 ? (
          <p className={styles.lowStock}>{t('error_unavailable')}</p>
        ) : line.available <= 3 || line.available < line.quantity ? (
          <p className={styles.lowStock}>{t('only_left', { count: line.available })}</p>
        ) : null}
        <div className={styles.lineControls}>
          <QuantityStepper value={line.quantity} max={max} label={line.title} onChange={onQuantity} />
          <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('remove_label', { title: line.title })} data-testid="cart-line-remove">
            {t('remove')}
          </button>
        </div>
      </div>
      <p className={styles.lineTotal} data-testid="cart-line-total">
        <span data-testid="cart-line-amount">
          {prices.format(line.lineTotalCents)}
        </span>
        {prices.net ? <NetLabel className={styles.lineNetLabel} /> : null}
      </p>
    </li>
  );
}
