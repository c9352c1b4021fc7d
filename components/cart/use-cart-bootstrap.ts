import { useEffect } from 'react';
import { useCartStore } from '@/stores/cart';

/** Runs the spec's cart load once when the app starts in the browser. */
export function useCartBootstrap(): void {
  const load = useCartStore((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
}
