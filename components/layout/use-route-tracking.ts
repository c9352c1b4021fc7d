import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { loadFlags, storedFlags } from '@/lib/flags';
import { consentSnapshot, currentTitle, pageviewEvent, pushEvent } from '@/lib/gtm';
import { getSessionId } from '@/lib/session-id';
import { noteUtm } from '@/lib/utm';

function localeOf(path: string): 'de' | 'en' {
  return path === '/en' || path.startsWith('/en/') || path.startsWith('/en?') ? 'en' : 'de';
}

/**
 * Sends a virtual pageview for the first load and every route change (with the feature flags and
 * the session id), notes UTM parameters (stored only after consent), and loads the feature flags once per visit.
 */
export function useRouteTracking(): void {
  const router = useRouter();
  useEffect(() => {
    const flags = loadFlags().then(
      (f) => f.flags,
      () => storedFlags(),
    );
    const track = (url: string) => {
      const sessionId = getSessionId();
      noteUtm(Object.fromEntries(new URL(url, window.location.origin).searchParams.entries()), consentSnapshot() === 'analytics');
      const title = currentTitle();
      void flags.then((f) => pushEvent(pageviewEvent({ path: url, locale: localeOf(url), title, flags: f, sessionId })));
    };
    track(window.location.pathname + window.location.search);
    router.events.on('routeChangeComplete', track);
    return () => router.events.off('routeChangeComplete', track);
    // once per app mount; the router object is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
