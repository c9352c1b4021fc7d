import { expect, test } from './support';

// The spec's cart calls over real HTTP against `next start`, trailing slashes included.
test('GET /api/cart/ and /api/cart/{id}/ answer the cart; completedCheckout answers false, 404 for unknown carts', async ({ request }) => {
  // answered directly, not by a 308 to the slash-less path (next.config.js)
  const created = await request.get('/api/cart/', { maxRedirects: 0 });
  expect(created.status()).toBe(200);
  const cart = (await created.json()) as { id: string; lines: unknown[]; completed: boolean };
  expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(cart.lines).toEqual([]);
  expect(created.headers()['cache-control']).toBe('private, no-store');

  const again = await request.get(`/api/cart/${cart.id}/`, { maxRedirects: 0 });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { id: string }).id).toBe(cart.id);

  const completed = await request.get(`/api/cart/completedCheckout/${cart.id}`);
  expect(completed.status()).toBe(200);
  expect(await completed.json()).toBe(false);
  expect((await request.get('/api/cart/completedCheckout/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  const unknown = await request.get('/api/cart/00000000-0000-4000-8000-000000000000/', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');

  const bad = await request.post(`/api/cart/${cart.id}/lines`, { data: Buffer.from('{broken'), headers: { 'content-type': 'application/json' } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  const noKey = await request.post('/api/checkout', { data: { cartId: cart.id }, headers: { 'Idempotency-Key': 'x' } });
  expect(noKey.status()).toBe(400);
});

test("every other path with a trailing slash answers Next's 308 to the path without it, in both locales", async ({ request }) => {
  const cases: [string, string][] = [
    ['/gebrauchte-laptops/', '/gebrauchte-laptops'],
    ['/gebrauchte-laptops/?brand=lenovo', '/gebrauchte-laptops?brand=lenovo'],
    ['/en/', '/en'],
    ['/en/gebrauchte-laptops/', '/en/gebrauchte-laptops'],
    ['/api/health/', '/api/health'],
    ['/api/cart/completedCheckout/00000000-0000-4000-8000-000000000000/', '/api/cart/completedCheckout/00000000-0000-4000-8000-000000000000'],
    ['/api/cart/00000000-0000-4000-8000-000000000000/lines/', '/api/cart/00000000-0000-4000-8000-000000000000/lines'],
  ];
  for (const [from, to] of cases) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(res.headers()['location'], from).toBe(to);
  }
  // Next's i18n routing also serves the default locale under its own prefix; its canonical link names '/'
  const german = await request.get('/de/', { maxRedirects: 0 });
  expect(german.status()).toBe(200);
  expect(await german.text()).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
});

test('a page load asks for its cart without a redirect', async ({ page }) => {
  const redirects: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/cart') && r.status() >= 300 && r.status() < 400) redirects.push(r.url());
  });
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/' && r.status() === 200);
  await page.goto('/en');
  const cartId = ((await (await created).json()) as { id: string }).id;
  expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/cart/${cartId}/` && r.status() === 200);
  await page.reload();
  await reloaded;
  expect(redirects).toEqual([]);
});

test('a GET route given a body, malformed or over 1 MB, still answers JSON', async ({ request }) => {
  const headers = { 'content-type': 'application/json' };
  for (const data of ['{"broken', JSON.stringify({ pad: 'x'.repeat(1_200_000) })]) {
    const cart = await request.get('/api/cart/not-a-cart', { data, headers });
    expect(cart.status()).toBe(404);
    expect(cart.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await cart.json()) as { error: { code: string } }).error.code).toBe('not_found');
  }
  const health = await request.get('/api/health', { data: '{"broken', headers });
  expect(health.headers()['content-type']).toMatch(/^application\/json/);
});
