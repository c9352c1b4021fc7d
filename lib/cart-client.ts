import type { Cart, CheckoutRequestInput, CheckoutResult } from './checkout/types';

/** A non-ok answer of a cart or checkout call, with the server's error code and details. */
export class CartApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CartApiError';
  }
}

async function failure(res: Response): Promise<CartApiError> {
  let code = 'http_error';
  let message = `${res.status} ${res.statusText}`;
  let details: unknown;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; details?: unknown } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
    details = body.error?.details;
  } catch {
    // not JSON: keep the status line
  }
  return new CartApiError(res.status, code, message, details);
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw await failure(res);
  return (await res.json()) as T;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
const enc = encodeURIComponent;

/** The spec's GET /api/cart/: creates a cart and returns it. */
export async function createCart(): Promise<Cart> {
  return json<Cart>(await fetch('/api/cart/', { credentials: 'same-origin', cache: 'no-store' }));
}

/** The spec's GET /api/cart/{cartId}/: the cart, or null when the server has no such cart (404). */
export async function fetchCart(cartId: string): Promise<Cart | null> {
  const res = await fetch(`/api/cart/${enc(cartId)}/`, { credentials: 'same-origin', cache: 'no-store' });
  if (res.status === 404) return null;
  return json<Cart>(res);
}

/** The spec's GET /api/cart/completedCheckout/{cartId}: the answer when ok, null when not ok. */
export async function fetchCompletedCheckout(cartId: string): Promise<unknown> {
  const res = await fetch(`/api/cart/completedCheckout/${enc(cartId)}`, { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) return null;
  return (await res.json()) as unknown;
}

export async function addCartLine(cartId: string, variantId: number, quantity: number): Promise<Cart> {
  return json<Cart>(await fetch(`/api/cart/${enc(cartId)}/lines`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ variantId, quantity }) }));
}

export async function updateCartLine(cartId: string, lineId: string, quantity: number): Promise<Cart> {
  return json<Cart>(
    await fetch(`/api/cart/${enc(cartId)}/lines/${enc(lineId)}`, { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ quantity }) }),
  );
}

export async function removeCartLine(cartId: string, lineId: string): Promise<Cart> {
  return json<Cart>(await fetch(`/api/cart/${enc(cartId)}/lines/${enc(lineId)}`, { method: 'DELETE', headers: { accept: 'application/json' } }));
}

/** POST /api/checkout with an Idempotency-Key, so a retried click never orders twice. */
export async function submitCheckout(body: CheckoutRequestInput, idempotencyKey: string): Promise<CheckoutResult> {
  return json<CheckoutResult>(
    await fetch('/api/checkout', { method: 'POST', headers: { ...JSON_HEADERS, 'Idempotency-Key': idempotencyKey }, body: JSON.stringify(body), credentials: 'same-origin' }),
  );
}
