import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { CartSidebar } from '../cart/cart-sidebar';
import { useCartBootstrap } from '../cart/use-cart-bootstrap';
import { DebugOverlay } from '../common/debug-overlay';
import { ErrorBoundary } from '../common/error-boundary';
import { ErrorFallback } from '../common/error-fallback';
import { VideoModal } from '../common/video-modal';
import { ConsentBanner } from './consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { MenuSidebar } from './menu-sidebar';
import { useRouteTracking } from './use-route-tracking';
import styles from './layout.module.css';

/** The app shell: skip link, header, main content behind the error boundary, footer and overlays. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const router = useRouter();
  useRouteTracking();
  useCartBootstrap();
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
      <MenuSidebar />
      <CartSidebar />
      <VideoModal />
      <ConsentBanner />
      <DebugOverlay />
    </>
  );
}
