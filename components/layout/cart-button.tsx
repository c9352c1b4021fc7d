import Link from 'next/link';
import type { MouseEvent } from 'react';
import { useT } from '@/lib/i18n';
import { useCartStore } from '@/stores/cart';
import { itemCount } from '@/stores/cart-state';
import { useUIStore } from '@/stores/ui';
import styles from './header.module.css';

/** Header cart control: a link to /cart without JavaScript, the cart sidebar with it. The count comes from the cart store unless given. */
export function CartButton({ count: given }: { count?: number }) {
  const { t } = useT();
  const stored = useCartStore((s) => itemCount(s.cart));
  const count = given ?? stored;
  const openSidebar = useUIStore((s) => s.openSidebar);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    openSidebar('cart');
  };
  return (
    // with JavaScript a click opens the sidebar, so the cart page's code is not fetched and run in
    // advance on every page (next/link then fetches it on hover only)
    <Link href="/cart" prefetch={false} className={styles.iconLink} onClick={onClick} data-testid="cart-button">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {/* the name comes from the hidden text; the visible label and badge repeat it for the eye */}
      <span className={styles.iconText} aria-hidden="true">
        {t('cart')}
      </span>
      <span className="visually-hidden">{t('cart_count', { count })}</span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
