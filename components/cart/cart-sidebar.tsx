import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { Sidebar } from '../common/sidebar';

/** The cart in the UI store's sidebar. */
export function CartSidebar() {
  const { t } = useT();
  const open = useUIStore((s) => s.displaySidebar && s.sidebarView === 'cart');
  const close = useUIStore((s) => s.closeSidebar);
  return (
    <Sidebar open={open} onClose={close} title={t('cart')} testId="cart-sidebar">
      <p>{t('cart_empty')}</p>
    </Sidebar>
  );
}
