import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { applyRefConsent, captureRef } from '@/lib/affiliate-ref';
import { subscribeConsent } from '@/lib/gtm';

/** Keeps `?ref=CODE` from any URL for the affiliate attribution, honouring the cookie consent. */
export function useAffiliateRef(): void {
  const router = useRouter();
  useEffect(() => {
    captureRef(window.location.search);
    const onRoute = (url: string) => captureRef(new URL(url, window.location.origin).search);
    router.events.on('routeChangeComplete', onRoute);
    const unsubscribe = subscribeConsent(() => applyRefConsent());
    return () => {
      router.events.off('routeChangeComplete', onRoute);
      unsubscribe();
    };
    // once per app mount; the router object is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
