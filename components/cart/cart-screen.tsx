import { useT } from '@/lib/i18n';
import { CartQuoteActions } from '../quotes/cart-quote-actions';
import { ButtonLink } from '../common/button';
import { Seo } from '../common/seo';
import { CartErrorMessage } from './cart-error';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { useCartView } from './use-cart-view';
import styles from './cart.module.css';

/**
 * The /cart page: lines on the left, the summary with the way to checkout on the right; a signed-in
 * business customer can also turn the cart into a quote or ask sales for more than is in stock.
 */
export function CartScreen({ customerType = null }: { customerType?: 'private' | 'business' | null }) {
  const { t } = useT(['cart', 'common']);
  const { cart, status, error, setQuantity, removeLine, clearError, count } = useCartView();
  const hasLines = !!cart && cart.lines.length > 0;

  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('cart:page_title')} noindex />
      <h1 className={styles.pageTitle}>
        {t('cart:page_title')}
        {count > 0 ? <span className={styles.pageCount}> · {t('cart:items', { count })}</span> : null}
      </h1>
      <CartErrorMessage error={error} onDismiss={clearError} />
      {!hasLines && status !== 'ready' ? (
        <p className={styles.loading} role="status">
          {t('cart:loading')}
        </p>
      ) : null}
      {!hasLines && status === 'ready' ? (
        <div className={styles.empty} data-testid="cart-empty">
          <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false" className={styles.emptyIcon}>
            <path d="M6 10h8l7 30a4 4 0 0 0 4 3h24a4 4 0 0 0 4-3l5-20H18" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="26" cy="53" r="4" fill="currentColor" />
            <circle cx="48" cy="53" r="4" fill="currentColor" />
          </svg>
          <h2 className={styles.emptyTitle}>{t('cart:empty_title')}</h2>
          <p>{t('cart:empty_text')}</p>
          <ButtonLink href="/gebrauchte-laptops">{t('cart:empty_cta')}</ButtonLink>
        </div>
      ) : null}
      {hasLines ? (
        <div className={styles.pageGrid}>
          <section aria-label={t('cart:title')}>
            <ul className={`${styles.lines} ${styles.pageLines}`}>
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} line={line} onQuantity={(q) => void setQuantity(line.id, q)} onRemove={() => void removeLine(line.id)} />
              ))}
            </ul>
            <ButtonLink href="/gebrauchte-laptops" variant="ghost" className={styles.continue}>
              ← {t('cart:continue_shopping')}
            </ButtonLink>
          </section>
          <aside className={styles.summaryCard} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              {t('cart:summary_title')}
            </h2>
            <CartSummary {...cart} />
            <ButtonLink href="/checkout" block data-testid="cart-checkout">
              {t('cart:to_checkout')}
            </ButtonLink>
            {customerType === 'business' ? <CartQuoteActions cartId={cart.id} lines={cart.lines} /> : null}
            <ul className={styles.trust}>
              <li>{t('cart:trust_payment')}</li>
              <li>{t('cart:trust_warranty')}</li>
              <li>{t('cart:trust_return')}</li>
            </ul>
          </aside>
        </div>
      ) : null}
    </div>
  );
}
