import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/checkout/types';
import type * as CartClient from '@/lib/cart-client';
import { loadCartSequence, withQuantity, itemCount, type CartLoadDeps } from './cart-state';

vi.mock('@/lib/cart-client', async (orig) => {
  const real = await orig<typeof CartClient>();
  return {
    ...real,
    createCart: vi.fn(),
    fetchCart: vi.fn(),
    fetchCompletedCheckout: vi.fn(),
    addCartLine: vi.fn(),
    updateCartLine: vi.fn(),
    removeCartLine: vi.fn(),
  };
});

const api = await import('@/lib/cart-client');
const { useCartStore, resetCartStoreForTests } = await import('./cart');

const line = (id: string, quantity: number, unitPriceCents = 10000) => ({
  id,
  variantId: Number(id.replace(/\D/g, '')) || 1,
  productId: 'p',
  title: `T ${id}`,
  sku: 's',
  grade: 'A' as const,
  options: '',
  category: 'laptops',
  family: 'f',
  quantity,
  available: 5,
  unitPriceCents,
  lineTotalCents: unitPriceCents * quantity,
});

function cart(id: string, lines: ReturnType<typeof line>[] = []): Cart {
  const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  return { id, lines, subtotalCents: subtotal, shippingCents: lines.length ? 590 : 0, vatCents: 0, totalCents: subtotal + (lines.length ? 590 : 0), completed: false };
}

function deps(stored: string | null, over: Partial<CartLoadDeps> = {}) {
  const state = { stored, logs: [] as string[] };
  const d: CartLoadDeps = {
    readId: () => state.stored,
    writeId: (id) => {
      state.stored = id;
    },
    completedCheckout: vi.fn(async () => false),
    fetchCart: vi.fn(async (id: string) => cart(id)),
    createCart: vi.fn(async () => cart('new')),
    log: (m) => state.logs.push(m),
    ...over,
  };
  return { d, state };
}

describe('loadCartSequence (spec §4)', () => {
  it('stored id + completed checkout → resets to a new empty cart and stores its id', async () => {
    const { d, state } = deps('old', { completedCheckout: vi.fn(async () => true) });
    const c = await loadCartSequence(d);
    expect(d.completedCheckout).toHaveBeenCalledWith('old');
    expect(d.fetchCart).not.toHaveBeenCalled();
    expect(d.createCart).toHaveBeenCalledOnce();
    expect(c?.id).toBe('new');
    expect(state.stored).toBe('new');
  });

  it('stored id + not completed → loads that cart and keeps the id', async () => {
    const { d, state } = deps('mine');
    const c = await loadCartSequence(d);
    expect(d.fetchCart).toHaveBeenCalledWith('mine');
    expect(d.createCart).not.toHaveBeenCalled();
    expect(c?.id).toBe('mine');
    expect(state.stored).toBe('mine');
  });

  it('a not-ok completedCheckout (null) counts as not completed', async () => {
    const { d } = deps('mine', { completedCheckout: vi.fn(async () => null) });
    expect((await loadCartSequence(d))?.id).toBe('mine');
  });

  it('no stored id → creates a cart and stores its id', async () => {
    const { d, state } = deps(null);
    const c = await loadCartSequence(d);
    expect(d.completedCheckout).not.toHaveBeenCalled();
    expect(d.createCart).toHaveBeenCalledOnce();
    expect(c?.id).toBe('new');
    expect(state.stored).toBe('new');
  });

  it('removes the stored id when the server has no such cart', async () => {
    const { d, state } = deps('gone', { fetchCart: vi.fn(async () => null) });
    expect(await loadCartSequence(d)).toBeNull();
    expect(state.stored).toBeNull();
  });

  it('logs fetch failures and keeps the stored id', async () => {
    const { d, state } = deps('mine', { fetchCart: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await loadCartSequence(d)).toBeNull();
    expect(state.logs).toEqual(['cart fetch failed']);
    expect(state.stored).toBe('mine');
    const create = deps(null, { createCart: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect(await loadCartSequence(create.d)).toBeNull();
    expect(create.state.logs).toEqual(['cart fetch failed']);
  });
});

describe('pure cart arithmetic', () => {
  it('recomputes totals for an optimistic quantity change and removal', () => {
    const c = cart('c', [line('l1', 1, 34900), line('l2', 2, 1990)]);
    const more = withQuantity(c, 'l1', 3);
    expect(more.lines[0]!.lineTotalCents).toBe(104700);
    expect(more.subtotalCents).toBe(104700 + 3980);
    expect(more.totalCents).toBe(104700 + 3980 + 590);
    expect(itemCount(more)).toBe(5);
    const gone = withQuantity(withQuantity(c, 'l1', 0), 'l2', 0);
    expect(gone.lines).toEqual([]);
    expect(gone.totalCents).toBe(0);
    expect(itemCount(null)).toBe(0);
  });
});

describe('useCartStore', () => {
  const mocked = vi.mocked(api);
  beforeEach(() => {
    resetCartStoreForTests();
    vi.clearAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('loads once per page, storing the created cart id in localStorage under cartId', async () => {
    mocked.createCart.mockResolvedValue(cart('fresh'));
    await Promise.all([useCartStore.getState().load(), useCartStore.getState().load()]);
    await useCartStore.getState().load();
    expect(mocked.createCart).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('cartId')).toBe('fresh');
    expect(useCartStore.getState().status).toBe('ready');
  });

  it('a stored, completed cart is replaced by a new one', async () => {
    window.localStorage.setItem('cartId', 'done');
    mocked.fetchCompletedCheckout.mockResolvedValue(true);
    mocked.createCart.mockResolvedValue(cart('next'));
    await useCartStore.getState().load();
    expect(useCartStore.getState().cart?.id).toBe('next');
    expect(window.localStorage.getItem('cartId')).toBe('next');
  });

  it('updates optimistically and rolls back when the server refuses', async () => {
    window.localStorage.setItem('cartId', 'c');
    mocked.fetchCompletedCheckout.mockResolvedValue(false);
    mocked.fetchCart.mockResolvedValue(cart('c', [line('l1', 1)]));
    await useCartStore.getState().load();

    let release!: (c: Cart) => void;
    mocked.updateCartLine.mockImplementationOnce(() => new Promise<Cart>((r) => (release = r)));
    const pending = useCartStore.getState().setQuantity('l1', 2);
    expect(useCartStore.getState().cart?.lines[0]!.quantity).toBe(2);
    release(cart('c', [line('l1', 2)]));
    await pending;
    expect(useCartStore.getState().cart?.lines[0]!.quantity).toBe(2);

    const { CartApiError } = await import('@/lib/cart-client');
    mocked.updateCartLine.mockRejectedValueOnce(new CartApiError(409, 'insufficient_stock', 'only 2', { variantId: 1, available: 2 }));
    const failing = useCartStore.getState().setQuantity('l1', 3);
    expect(useCartStore.getState().cart?.lines[0]!.quantity).toBe(3);
    await failing;
    expect(useCartStore.getState().cart?.lines[0]!.quantity).toBe(2);
    expect(useCartStore.getState().error).toEqual({ kind: 'stock', available: 2 });

    mocked.removeCartLine.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const removing = useCartStore.getState().removeLine('l1');
    expect(useCartStore.getState().cart?.lines).toEqual([]);
    await removing;
    expect(useCartStore.getState().cart?.lines).toHaveLength(1);
    expect(useCartStore.getState().error).toEqual({ kind: 'generic' });
    expect(console.error).toHaveBeenCalled();
  });

  it('addLine creates a cart when none is loaded and stores the id', async () => {
    mocked.createCart.mockResolvedValue(cart('made'));
    mocked.addCartLine.mockResolvedValue(cart('made', [line('l7', 1)]));
    expect(await useCartStore.getState().addLine(7)).toBe(true);
    expect(mocked.addCartLine).toHaveBeenCalledWith('made', 7, 1);
    expect(useCartStore.getState().cart?.lines).toHaveLength(1);
    expect(window.localStorage.getItem('cartId')).toBe('made');
    expect(useCartStore.getState().adding).toBe(false);
  });

  it('addLine to a cart ordered in another tab starts a new cart and adds there', async () => {
    window.localStorage.setItem('cartId', 'old');
    mocked.fetchCompletedCheckout.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    mocked.fetchCart.mockResolvedValue(cart('old', [line('l1', 1)]));
    mocked.createCart.mockResolvedValue(cart('new'));
    await useCartStore.getState().load();
    const { CartApiError } = await import('@/lib/cart-client');
    mocked.addCartLine.mockRejectedValueOnce(new CartApiError(409, 'cart_completed', 'ordered')).mockResolvedValueOnce(cart('new', [line('l9', 1)]));
    expect(await useCartStore.getState().addLine(9)).toBe(true);
    expect(mocked.addCartLine).toHaveBeenLastCalledWith('new', 9, 1);
    expect(useCartStore.getState().cart?.id).toBe('new');
    expect(window.localStorage.getItem('cartId')).toBe('new');
  });
});
