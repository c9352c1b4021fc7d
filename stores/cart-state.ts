import { computeTotals } from '@/lib/checkout/totals';
import type { Cart } from '@/lib/checkout/types';

/** What the load sequence needs; injected so it is tested without a browser or a server. */
export type CartLoadDeps = {
  readId: () => string | null;
  /** stores the id, or removes it when given null */
  writeId: (id: string | null) => void;
  completedCheckout: (id: string) => Promise<unknown>;
  /** null when the server has no such cart */
  fetchCart: (id: string) => Promise<Cart | null>;
  createCart: () => Promise<Cart>;
  log: (message: string, err: unknown) => void;
};

/**
 * The spec's cart load (§4): a stored id whose checkout completed resets to a new empty cart; a
 * stored id otherwise loads that cart; no stored id creates one. The id is stored when a cart is
 * present and removed when the server says it is absent. Fetch failures are logged; a network
 * failure keeps the stored id so a flaky connection never loses a cart.
 */
export async function loadCartSequence(deps: CartLoadDeps): Promise<Cart | null> {
  const id = deps.readId();
  let cart: Cart | null;
  try {
    if (id) {
      const completed = await deps.completedCheckout(id);
      cart = completed ? await deps.createCart() : await deps.fetchCart(id);
    } else {
      cart = await deps.createCart();
    }
  } catch (err) {
    deps.log('cart fetch failed', err);
    return null;
  }
  deps.writeId(cart?.id ?? null);
  return cart;
}

/** Number of units in the cart (the header badge). */
export function itemCount(cart: Cart | null): number {
  return cart ? cart.lines.reduce((n, l) => n + l.quantity, 0) : 0;
}

function withTotals(cart: Cart, lines: Cart['lines']): Cart {
  const t = computeTotals(lines);
  return { ...cart, lines, subtotalCents: t.subtotalCents, shippingCents: t.shippingCents, vatCents: t.vatCents, totalCents: t.totalCents };
}

/** The cart as it will be after a quantity change (0 removes the line), for an optimistic update. */
export function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const lines =
    quantity <= 0
      ? cart.lines.filter((l) => l.id !== lineId)
      : cart.lines.map((l) => (l.id === lineId ? { ...l, quantity, lineTotalCents: l.unitPriceCents * quantity } : l));
  return withTotals(cart, lines);
}

/** The cart without a line, for an optimistic removal. */
export function withoutLine(cart: Cart, lineId: string): Cart {
  return withQuantity(cart, lineId, 0);
}
