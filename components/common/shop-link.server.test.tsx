// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ShopLink } from './shop-link';

const router = { locale: 'en' };
vi.mock('next/router', () => ({ useRouter: () => router }));

describe('ShopLink on the server', () => {
  it('renders the same link as in the browser, without handlers', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ShopLink href="/products/x?variant=3" className="card" aria-label="ThinkPad T14" data-testid="product-card-link" onClick={() => undefined}>
        ThinkPad
      </ShopLink>,
    );
    // what the browser render of shop-link.test.tsx writes for the same link
    expect(html).toBe('<a class="card" aria-label="ThinkPad T14" data-testid="product-card-link" href="/en/products/x?variant=3">ThinkPad</a>');
  });

  it('leaves addresses outside the shop as they are', () => {
    router.locale = 'de';
    expect(renderToString(<ShopLink href="mailto:info@zweitwerk.de">Mail</ShopLink>)).toBe('<a href="mailto:info@zweitwerk.de">Mail</a>');
  });
});
