import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { consentSnapshot, loadTagManager, subscribeConsent } from '@/lib/gtm';
import { useUIStore } from '@/stores/ui';
import { useT } from '@/lib/i18n';
import { flushPendingUtm } from '@/lib/utm';
import { useCartBootstrap } from '../cart/use-cart-bootstrap';
import { useAffiliateRef } from '../leads/use-affiliate-ref';
import { DebugOverlay } from '../common/debug-overlay';
import { ErrorBoundary } from '../common/error-boundary';
import { ErrorFallback } from '../common/error-fallback';
import { ConsentBanner } from './consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { useRouteTracking } from './use-route-tracking';
import styles from './layout.module.css';

// Loaded on first use only: most visits never open the phone menu or a video.
const MenuSidebar = dynamic(() => import('./menu-sidebar').then((m) => m.MenuSidebar), { ssr: false });
const VideoModal = dynamic(() => import('../common/video-modal').then((m) => m.VideoModal), { ssr: false });
// The cart panel opens only on 'In den Warenkorb' or the cart button. Its code is prefetched (the
// browser downloads it at idle priority without running it), so opening it needs no round trip;
// it runs on first use. Running it in advance cost a 90 ms task at 4x CPU throttling (the panel
// brings the form schemas and the data hooks), right when the page had just become interactive.
const CartSidebar = dynamic(() => import(/* webpackPrefetch: true */ '../cart/cart-sidebar').then((m) => m.CartSidebar), { ssr: false });

/** The app shell: skip link, header, main content behind the error boundary, footer and overlays. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const router = useRouter();
  useRouteTracking();
  useCartBootstrap();
  useAffiliateRef();
  const menuOpen = useUIStore((s) => s.displaySidebar && s.sidebarView === 'menu');
  const videoOpen = useUIStore((s) => s.displayModal && s.modalView === 'video');
  const cartOpen = useUIStore((s) => s.displaySidebar && s.sidebarView === 'cart');
  // 'unknown' while server rendering: nothing consent-related is decided before the browser knows
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, () => 'unknown' as const);
  useEffect(() => {
    if (consent !== 'analytics') return;
    loadTagManager();
    // UTM parameters of this visit waited in memory for the consent
    flushPendingUtm();
  }, [consent]);
  const skipLink = useRef<HTMLAnchorElement>(null);
  // after a choice in the banner focus continues where a keyboard visit starts: the skip link
  const afterConsent = useCallback(() => skipLink.current?.focus(), []);
  return (
    <>
      {/* first in the document: keyboard and screen-reader users meet the choice before anything else */}
      <ConsentBanner onDecided={afterConsent} />
      {/* inside the header landmark: the banner's privacy link comes first in the document */}
      <Header
        skipLink={
          <a href="#main" className={styles.skip} ref={skipLink}>
            {t('skip_to_content')}
          </a>
        }
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={router.asPath} fallback={(retry) => <ErrorFallback onRetry={retry} />}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
      {menuOpen ? <MenuSidebar /> : null}
      {cartOpen ? <CartSidebar /> : null}
      {videoOpen ? <VideoModal /> : null}
      <DebugOverlay />
    </>
  );
}
