import { Button } from '../common/button';
import { useT } from '@/lib/i18n';

export type AddToCartButtonProps = {
  /** the selected offer; null when the chosen combination does not exist */
  variantId: number | null;
  /** out of stock or not selectable */
  disabled?: boolean;
  quantity?: number;
  block?: boolean;
};

/** 'In den Warenkorb': adds the selected variant to the cart and opens the cart sidebar. */
export function AddToCartButton({ variantId, disabled, block }: AddToCartButtonProps) {
  const { t } = useT();
  return (
    <Button block={block} disabled={disabled || variantId === null} data-testid="add-to-cart">
      {t('add_to_cart')}
    </Button>
  );
}
