import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopLink, localizedHref } from './shop-link';

const router = { locale: 'de', push: vi.fn(() => Promise.resolve(true)), replace: vi.fn(() => Promise.resolve(true)), prefetch: vi.fn(() => Promise.resolve()) };
vi.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.locale = 'de';
  router.push.mockClear();
  router.replace.mockClear();
  router.prefetch.mockClear();
});

describe('localizedHref', () => {
  it('leaves German paths as they are', () => {
    expect(localizedHref('/', 'de')).toBe('/');
    expect(localizedHref('/products/x?variant=3', 'de')).toBe('/products/x?variant=3');
  });

  it('puts /en in front of English paths, without a slash after the home page', () => {
    expect(localizedHref('/products/x?variant=3', 'en')).toBe('/en/products/x?variant=3');
    expect(localizedHref('/', 'en')).toBe('/en');
    expect(localizedHref('/?q=dell', 'en')).toBe('/en?q=dell');
    expect(localizedHref('/#top', 'en')).toBe('/en#top');
  });

  it('leaves other URLs alone', () => {
    expect(localizedHref('https://example.org/a', 'en')).toBe('https://example.org/a');
    expect(localizedHref('//cdn.example.org/a', 'en')).toBe('//cdn.example.org/a');
    expect(localizedHref('#reviews', 'en')).toBe('#reviews');
    expect(localizedHref('mailto:info@zweitwerk.de', 'en')).toBe('mailto:info@zweitwerk.de');
  });
});

describe('ShopLink', () => {
  it('writes the address of the page locale and navigates with the router on a plain click', () => {
    router.locale = 'en';
    render(<ShopLink href="/products/x">ThinkPad</ShopLink>);
    const link = screen.getByRole('link', { name: 'ThinkPad' });
    expect(link.getAttribute('href')).toBe('/en/products/x');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/products/x', undefined, { scroll: true });
  });

  it('keeps the scroll position when asked to', () => {
    render(
      <ShopLink href="/gebrauchte-laptops?page=2" scroll={false}>
        2
      </ShopLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: '2' }));
    expect(router.push).toHaveBeenCalledWith('/gebrauchte-laptops?page=2', undefined, { scroll: false });
  });

  it('replaces the history entry without loading the page data again when asked to', () => {
    router.locale = 'en';
    render(
      <ShopLink href="/products/x?variant=3" replace shallow scroll={false}>
        Grade A
      </ShopLink>,
    );
    const link = screen.getByRole('link', { name: 'Grade A' });
    expect(link.getAttribute('href')).toBe('/en/products/x?variant=3');
    fireEvent.click(link);
    expect(router.replace).toHaveBeenCalledWith('/products/x?variant=3', undefined, { scroll: false, shallow: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves new tabs, other buttons, downloads and other sites to the browser', () => {
    render(
      <>
        <ShopLink href="/a">plain</ShopLink>
        <ShopLink href="/b" target="_blank">
          tab
        </ShopLink>
        <ShopLink href="/c" download>
          file
        </ShopLink>
        <ShopLink href="https://example.org/">away</ShopLink>
      </>,
    );
    const plain = screen.getByRole('link', { name: 'plain' });
    for (const modifier of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(plain, modifier)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'file' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'away' }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the caller's click handler first and respects its preventDefault", () => {
    const onClick = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <ShopLink href="/a" onClick={onClick}>
        a
      </ShopLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'a' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('loads the target page on hover, touch and keyboard focus, and not for other sites', () => {
    render(
      <>
        <ShopLink href="/services">services</ShopLink>
        <ShopLink href="https://example.org/">away</ShopLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'services' });
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenCalledWith('/services');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'away' }));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });

  it('passes its other attributes to the <a>', () => {
    render(
      <ShopLink href="/a" className="nav" aria-current="page" data-testid="nav-a">
        a
      </ShopLink>,
    );
    const link = screen.getByTestId('nav-a');
    expect(link.className).toBe('nav');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});

describe('ShopLink in the browser', () => {
  it('writes the attributes the server render writes (shop-link.server.test.tsx)', () => {
    router.locale = 'en';
    const { container } = render(
      <ShopLink href="/products/x?variant=3" className="card" aria-label="ThinkPad T14" data-testid="product-card-link">
        ThinkPad
      </ShopLink>,
    );
    expect(container.innerHTML).toBe('<a class="card" aria-label="ThinkPad T14" data-testid="product-card-link" href="/en/products/x?variant=3">ThinkPad</a>');
  });
});
