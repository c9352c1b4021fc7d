import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/**
 * True while the router loads another page (a filter applied, a page link followed, a list
 * refreshed after an action): a list shows that what it holds is about to be replaced.
 */
export function useRouteLoading(): boolean {
  const { events } = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setLoading(true);
    };
    const done = () => setLoading(false);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
  return loading;
}
