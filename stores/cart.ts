import { create } from 'zustand';
import * as api from '@/lib/cart-client';
import { CartApiError } from '@/lib/cart-client';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { siteConfig } from '@/lib/site-config';
import type { Cart } from '@/lib/checkout/types';
import { loadCartSequence, withQuantity, withoutLine } from './cart-state';

/** Why the last cart change failed, for a message in the cart UI. */
export type CartError = { kind: 'stock'; available: number } | { kind: 'unavailable' } | { kind: 'generic' };

export type CartStore = {
  /** the cart as shown: the server's, or an optimistic change on top of it */
  cart: Cart | null;
  /** idle until the first load ran; ready after it (with or without a cart) */
  status: 'idle' | 'loading' | 'ready';
  /** a line is being added (the sidebar shows progress) */
  adding: boolean;
  /** the last failed change, cleared by the next one */
  error: CartError | null;
  /** the spec's load sequence; runs once per page load, call again after a checkout */
  load: (opts?: { force?: boolean }) => Promise<void>;
  /** adds units of a variant; false when it failed (the error says why) */
  addLine: (variantId: number, quantity?: number) => Promise<boolean>;
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  removeLine: (lineId: string) => Promise<void>;
  clearError: () => void;
};

const storageKey = siteConfig.cartIdStorageKey;

function log(message: string, err: unknown): void {
  console.error(message, err);
}

function toCartError(err: unknown): CartError {
  if (err instanceof CartApiError) {
    const details = err.details as { available?: unknown } | undefined;
    if (err.code === 'insufficient_stock' && typeof details?.available === 'number') return { kind: 'stock', available: details.available };
    if (err.status === 404) return { kind: 'unavailable' };
  }
  return { kind: 'generic' };
}

let loading: Promise<void> | null = null;
/** the last cart the server confirmed: what an optimistic change rolls back to */
let confirmed: Cart | null = null;
/** increases with every change; only the newest change's answer is shown */
let revision = 0;

export const useCartStore = create<CartStore>()((set, get) => {
  const accept = (cart: Cart, rev: number) => {
    confirmed = cart;
    writeStorage('local', storageKey, cart.id);
    if (rev === revision) set({ cart });
  };

  const fail = (err: unknown, rev: number) => {
    log('cart update failed', err);
    if (err instanceof CartApiError && err.code === 'cart_completed') {
      // ordered in another tab: start over with a fresh cart
      void get().load({ force: true });
      return;
    }
    if (rev === revision) set({ cart: confirmed, error: toCartError(err) });
    else set({ error: toCartError(err) });
  };

  /** A cart to add to: the loaded one, else the result of loading (which creates one when none is stored). */
  const ensureCart = async (): Promise<Cart | null> => {
    if (!get().cart) await get().load({ force: get().status === 'ready' });
    const cart = get().cart;
    if (cart) return cart;
    try {
      const created = await api.createCart();
      accept(created, revision);
      return created;
    } catch (err) {
      log('cart fetch failed', err);
      return null;
    }
  };

  const mutate = async (optimistic: (c: Cart) => Cart, call: (cartId: string) => Promise<Cart>) => {
    const cart = get().cart;
    if (!cart) return;
    const rev = ++revision;
    set({ cart: optimistic(cart), error: null });
    try {
      accept(await call(cart.id), rev);
    } catch (err) {
      fail(err, rev);
    }
  };

  return {
    cart: null,
    status: 'idle',
    adding: false,
    error: null,

    load: async (opts) => {
      if (loading) return loading;
      if (get().status === 'ready' && !opts?.force) return;
      set({ status: 'loading' });
      loading = (async () => {
        const cart = await loadCartSequence({
          readId: () => readStorage('local', storageKey),
          writeId: (id) => writeStorage('local', storageKey, id),
          completedCheckout: api.fetchCompletedCheckout,
          fetchCart: api.fetchCart,
          createCart: api.createCart,
          log,
        });
        confirmed = cart;
        revision++;
        set({ cart, status: 'ready' });
      })().finally(() => {
        loading = null;
      });
      return loading;
    },

    addLine: async (variantId, quantity = 1) => {
      set({ adding: true, error: null });
      try {
        const cart = await ensureCart();
        if (!cart) {
          set({ error: { kind: 'generic' } });
          return false;
        }
        let rev = ++revision;
        try {
          accept(await api.addCartLine(cart.id, variantId, quantity), rev);
          return true;
        } catch (err) {
          if (!(err instanceof CartApiError && err.code === 'cart_completed')) {
            fail(err, rev);
            return false;
          }
        }
        // that cart was ordered meanwhile (another tab): start a new one and add there
        await get().load({ force: true });
        const fresh = get().cart;
        if (!fresh) {
          set({ error: { kind: 'generic' } });
          return false;
        }
        rev = ++revision;
        try {
          accept(await api.addCartLine(fresh.id, variantId, quantity), rev);
          return true;
        } catch (err) {
          fail(err, rev);
          return false;
        }
      } finally {
        set({ adding: false });
      }
    },

    setQuantity: (lineId, quantity) =>
      mutate(
        (c) => withQuantity(c, lineId, quantity),
        (cartId) => (quantity <= 0 ? api.removeCartLine(cartId, lineId) : api.updateCartLine(cartId, lineId, quantity)),
      ),

    removeLine: (lineId) =>
      mutate(
        (c) => withoutLine(c, lineId),
        (cartId) => api.removeCartLine(cartId, lineId),
      ),

    clearError: () => set({ error: null }),
  };
});

/** For tests: forget everything module-level. */
export function resetCartStoreForTests(): void {
  loading = null;
  confirmed = null;
  revision = 0;
  useCartStore.setState({ cart: null, status: 'idle', adding: false, error: null });
}
