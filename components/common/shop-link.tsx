import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { localePrefix, toLocale, type Locale } from '@/lib/site-config';

export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path of the shop without the locale ('/products/x?variant=3'), or any other URL */
  href: string;
  /** scroll to the top after the navigation (default), as next/link does */
  scroll?: boolean;
  /** replace the current history entry instead of adding one */
  replace?: boolean;
  /** change the URL without running the page's getServerSideProps again (same page only) */
  shallow?: boolean;
};

/** A path of this shop ('/…'), not another origin ('//cdn…', 'https://…'), a fragment or a scheme. */
function isShopPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The address a shop path has in a locale, as next/link writes it: the locale's prefix in front
 * and no trailing slash after it ('/' in English is '/en', '/?q=1' is '/en?q=1'). Anything that is
 * not a path of the shop (another origin, '#top', 'mailto:') stays as it is.
 */
export function localizedHref(href: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix || !isShopPath(href)) return href;
  return href === '/' || href.startsWith('/?') || href.startsWith('/#') ? prefix + href.slice(1) : prefix + href;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
export function browserHandles(e: MouseEvent<HTMLAnchorElement>): boolean {
  const target = e.currentTarget.getAttribute('target');
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (!!target && target !== '_self') || e.currentTarget.hasAttribute('download');
}

/**
 * A link for the many plain navigation links of a page (header, footer, product cards): an `<a>`
 * with the locale's address that navigates with Next's router on a click and loads the target
 * page's code when the pointer or focus shows the intent (hover, touch, keyboard focus).
 *
 * next/link resolves every href against the current route on each render (URL parsing, route
 * matching) and watches each link with an IntersectionObserver to prefetch what scrolls into view;
 * with the ~70 links of a listing page that was 7 % of the server's time per page. This component
 * does neither: the router resolves the route when the link is used.
 */
export function ShopLink({ href, scroll = true, replace = false, shallow = false, onClick, onMouseEnter, onTouchStart, onFocus, children, ...rest }: ShopLinkProps) {
  const router = useRouter();
  const locale = toLocale(router.locale);

  // On the server the handlers would only be created and skipped: they never reach the HTML, and
  // the browser's render at hydration attaches them. A listing page renders ~70 of these links.
  if (typeof window === 'undefined') {
    return (
      <a {...rest} href={localizedHref(href, locale)}>
        {children}
      </a>
    );
  }

  const internal = isShopPath(href);
  const prefetch = () => {
    // the router itself does nothing in development and for bots
    if (internal) router.prefetch(href).catch(() => undefined);
  };

  return (
    <a
      {...rest}
      href={localizedHref(href, locale)}
      onClick={(e) => {
        onClick?.(e);
        if (!internal || e.defaultPrevented || browserHandles(e)) return;
        e.preventDefault();
        const options = shallow ? { scroll, shallow } : { scroll };
        void (replace ? router.replace(href, undefined, options) : router.push(href, undefined, options));
      }}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(e);
        prefetch();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        prefetch();
      }}
    >
      {children}
    </a>
  );
}
