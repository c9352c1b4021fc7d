import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useUIStore } from '@/stores/ui';
import { useT } from '@/lib/i18n';
import { CartSidebar } from '../cart/cart-sidebar';
import { useCartBootstrap } from '../cart/use-cart-bootstrap';
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

/** The app shell: skip link, header, main content behind the error boundary, footer and overlays. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const router = useRouter();
  useRouteTracking();
  useCartBootstrap();
  const menuOpen = useUIStore((s) => s.displaySidebar && s.sidebarView === 'menu');
  const videoOpen = useUIStore((s) => s.displayModal && s.modalView === 'video');
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skip_to_content')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={router.asPath} fallback={(retry) => <ErrorFallback onRetry={retry} />}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
      {menuOpen ? <MenuSidebar /> : null}
      <CartSidebar />
      {videoOpen ? <VideoModal /> : null}
      <ConsentBanner />
      <DebugOverlay />
    </>
  );
}
