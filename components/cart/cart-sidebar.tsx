import Link from 'next/link';
import { useBundledNamespace, useT } from '@/lib/i18n';
import cartDe from '@/locales/de/cart.json';
import cartEn from '@/locales/en/cart.json';
import { useCartStore } from '@/stores/cart';
import { usePriceDisplayStore } from '@/stores/prices';
import { useUIStore } from '@/stores/ui';
import { ButtonLink } from '../common/button';
import { CreateQuoteButton } from '../quotes/cart-quote-actions';
import { Sidebar } from '../common/sidebar';
import { CartErrorMessage } from './cart-error';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { useCartView } from './use-cart-view';
import styles from './cart.module.css';

/**
 * The cart in the UI store's sidebar: opened by 'In den Warenkorb' and the header button. A
 * signed-in business customer (the same signal as the header's net-price switch) can turn the
 * cart into a quote from here as on the cart page; the API refuses everybody else anyway.
 */
export function CartSidebar() {
  // the sidebar loads on demand: its texts come with it rather than with every page's props
  useBundledNamespace('cart', { de: cartDe, en: cartEn });
  const { t } = useT(['cart', 'common']);
  const open = useUIStore((s) => s.displaySidebar && s.sidebarView === 'cart');
  const close = useUIStore((s) => s.closeSidebar);
  const { cart, status, error, setQuantity, removeLine, clearError, count } = useCartView();
  const hasLines = !!cart && cart.lines.length > 0;
  const adding = useCartStore((s) => s.adding);
  const business = usePriceDisplayStore((s) => s.hydrated && s.business);
  const title = count > 0 ? `${t('cart:title')} (${t('cart:items', { count })})` : t('cart:title');

  return (
    <Sidebar
      open={open}
      onClose={close}
      title={title}
      testId="cart-sidebar"
      footer={
        hasLines ? (
          <>
            <CartSummary {...cart} testId="sidebar-summary" />
            <div className={styles.sidebarActions}>
              <ButtonLink href="/checkout" block onClick={close} data-testid="sidebar-checkout">
                {t('cart:to_checkout')}
              </ButtonLink>
              {business ? <CreateQuoteButton cartId={cart.id} onCreated={close} compact testId="sidebar-create-quote" /> : null}
              <Link href="/cart" className={styles.viewCart} onClick={close} data-testid="sidebar-view-cart">
                {t('cart:view_cart')}
              </Link>
            </div>
          </>
        ) : null
      }
    >
      <CartErrorMessage error={error} onDismiss={clearError} />
      {adding || (status !== 'ready' && !cart) ? (
        <p className={styles.loading} role="status" data-testid="cart-loading">
          {t('cart:loading')}
        </p>
      ) : null}
      {hasLines ? (
        <ul className={styles.lines} aria-label={t('cart:title')}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              compact
              onQuantity={(q) => void setQuantity(line.id, q)}
              onRemove={() => void removeLine(line.id)}
              onNavigate={close}
            />
          ))}
        </ul>
      ) : !adding && status === 'ready' ? (
        <div className={styles.emptySmall} data-testid="cart-empty">
          <p className={styles.emptyTitle}>{t('common:cart_empty')}</p>
          <ButtonLink href="/gebrauchte-laptops" variant="secondary" onClick={close}>
            {t('cart:continue_shopping')}
          </ButtonLink>
        </div>
      ) : null}
    </Sidebar>
  );
}
