import { Button } from '../common/button';
import { useT } from '@/lib/i18n';
import { useCartStore } from '@/stores/cart';
import { useUIStore } from '@/stores/ui';

export type AddToCartButtonProps = {
  /** the selected offer; null when the chosen combination does not exist */
  variantId: number | null;
  /** out of stock or not selectable */
  disabled?: boolean;
  quantity?: number;
  block?: boolean;
};

/** 'In den Warenkorb': adds the selected variant to the cart and opens the cart sidebar. */
export function AddToCartButton({ variantId, disabled, quantity = 1, block }: AddToCartButtonProps) {
  const { t } = useT();
  const addLine = useCartStore((s) => s.addLine);
  const adding = useCartStore((s) => s.adding);
  const openSidebar = useUIStore((s) => s.openSidebar);
  const onClick = () => {
    if (variantId === null) return;
    openSidebar('cart');
    void addLine(variantId, quantity);
  };
  return (
    <Button block={block} disabled={disabled || variantId === null} aria-busy={adding || undefined} onClick={onClick} data-testid="add-to-cart">
      {t('add_to_cart')}
    </Button>
  );
}
