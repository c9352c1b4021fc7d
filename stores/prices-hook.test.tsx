import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { PRICE_DISPLAY_KEY, usePriceDisplay, usePriceDisplayStore } from './prices';

/** An unsigned token: the browser only decodes it (the server verifies every call). */
function token(sub: string): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
}

let renders = 0;
function Price({ cents }: { cents: number }) {
  renders++;
  const prices = usePriceDisplay('de');
  return <p data-testid="price">{prices.format(cents)}</p>;
}

function Listing() {
  return (
    <>
      {Array.from({ length: 24 }, (_, i) => (
        <Price key={i} cents={119_00} />
      ))}
    </>
  );
}

describe('usePriceDisplay', () => {
  beforeEach(() => {
    renders = 0;
    localStorage.clear();
    Cookies.remove(siteConfig.authCookieName);
    usePriceDisplayStore.setState({ net: false, business: false, owner: null, hydrated: false });
  });
  afterEach(() => Cookies.remove(siteConfig.authCookieName));

  it('renders a gross price once: reading the stored choice after mount changes nothing', async () => {
    await act(async () => {
      render(<Listing />);
    });
    expect(usePriceDisplayStore.getState().hydrated).toBe(true);
    expect(screen.getAllByTestId('price')[0]!.textContent).toMatch(/^119,00\s€$/);
    expect(renders).toBe(24);
  });

  it('switches to net after mount for the signed-in business customer who chose it', async () => {
    Cookies.set(siteConfig.authCookieName, token('cust-1'));
    localStorage.setItem(PRICE_DISPLAY_KEY, JSON.stringify({ owner: 'cust-1', business: true, net: true }));
    await act(async () => {
      render(<Listing />);
    });
    const shown = screen.getAllByTestId('price');
    expect(shown).toHaveLength(24);
    for (const p of shown) expect(p.textContent).toMatch(/^100,00\s€$/);
    expect(renders).toBe(48);
  });
});
