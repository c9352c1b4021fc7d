import { expect, test } from './support';

// The spec's cart calls over real HTTP against `next start`, trailing slashes included.
test('GET /api/cart/ and /api/cart/{id}/ answer the cart; completedCheckout answers false, 404 for unknown carts', async ({ request }) => {
  // Next answers the slash with a 308 to the slash-less path, which clients follow
  const created = await request.get('/api/cart/');
  expect(created.status()).toBe(200);
  const cart = (await created.json()) as { id: string; lines: unknown[]; completed: boolean };
  expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(cart.lines).toEqual([]);
  expect(created.headers()['cache-control']).toBe('private, no-store');

  const again = await request.get(`/api/cart/${cart.id}/`);
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { id: string }).id).toBe(cart.id);

  const completed = await request.get(`/api/cart/completedCheckout/${cart.id}`);
  expect(completed.status()).toBe(200);
  expect(await completed.json()).toBe(false);
  expect((await request.get('/api/cart/completedCheckout/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  expect((await request.get('/api/cart/00000000-0000-4000-8000-000000000000/')).status()).toBe(404);

  const bad = await request.post(`/api/cart/${cart.id}/lines`, { data: Buffer.from('{broken'), headers: { 'content-type': 'application/json' } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  const noKey = await request.post('/api/checkout', { data: { cartId: cart.id }, headers: { 'Idempotency-Key': 'x' } });
  expect(noKey.status()).toBe(400);
});
