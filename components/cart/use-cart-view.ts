import { useCartStore } from '@/stores/cart';
import { itemCount } from '@/stores/cart-state';

/** What the cart page and the cart sidebar both show and do with the cart. */
export function useCartView() {
  const cart = useCartStore((s) => s.cart);
  const status = useCartStore((s) => s.status);
  const error = useCartStore((s) => s.error);
  const setQuantity = useCartStore((s) => s.setQuantity);
  const removeLine = useCartStore((s) => s.removeLine);
  const clearError = useCartStore((s) => s.clearError);
  return { cart, status, error, setQuantity, removeLine, clearError, count: itemCount(cart) };
}
