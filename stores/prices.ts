import { useEffect } from 'react';
import { create } from 'zustand';
import { decodeAuthToken, readAuthToken } from '@/lib/auth-token';
import { displayCents, formatPrice } from '@/lib/catalog/money';
import type { Locale } from '@/lib/site-config';

/** What the browser remembers of the account's price display (localStorage). */
export type StoredPriceDisplay = { owner: string; business: boolean; net: boolean };

/** The part of a customer record the price display follows. */
export type PriceCustomer = { id: string; customerType: 'private' | 'business'; pricesNet?: boolean };

type PriceDisplayState = {
  /** net prices are shown (only ever true for a business customer who chose them) */
  net: boolean;
  /** the signed-in customer is a business customer (shows the switch) */
  business: boolean;
  /** whose choice this is: the customer id of the token it was taken from */
  owner: string | null;
  /** read from storage in the browser (before that, the page shows what the server rendered: gross) */
  hydrated: boolean;
};

type PriceDisplayActions = {
  /** reads the remembered choice; it counts only while the same customer is signed in */
  hydrate: () => void;
  /** follows a customer record from the account API (null: nobody signed in) */
  fromCustomer: (customer: PriceCustomer | null) => void;
  /** forgets the choice (logout) */
  reset: () => void;
};

export type PriceDisplayStore = PriceDisplayState & PriceDisplayActions;

export type PriceDisplayDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** the customer id of the valid stored token, or null */
  signedInAs: () => string | null;
};

export const PRICE_DISPLAY_KEY = 'zw-price-display';

const initial: PriceDisplayState = { net: false, business: false, owner: null, hydrated: false };

function parseStored(raw: string | null): StoredPriceDisplay | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredPriceDisplay> | null;
    if (!v || typeof v.owner !== 'string' || typeof v.net !== 'boolean' || typeof v.business !== 'boolean') return null;
    return { owner: v.owner, net: v.net, business: v.business };
  } catch {
    return null;
  }
}

/** The price display store over injected storage and token (tests pass fakes). */
export function createPriceDisplayStore(deps: PriceDisplayDeps) {
  return create<PriceDisplayStore>()((set) => {
    const write = (value: StoredPriceDisplay | null) => {
      try {
        if (value) deps.storage?.setItem(PRICE_DISPLAY_KEY, JSON.stringify(value));
        else deps.storage?.removeItem(PRICE_DISPLAY_KEY);
      } catch {
        // storage full or blocked: the choice lasts for this page only
      }
    };
    return {
      ...initial,
      hydrate: () => {
        let stored: StoredPriceDisplay | null = null;
        try {
          stored = parseStored(deps.storage?.getItem(PRICE_DISPLAY_KEY) ?? null);
        } catch {
          stored = null;
        }
        const who = deps.signedInAs();
        if (stored && who && stored.owner === who) {
          set({ net: stored.business && stored.net, business: stored.business, owner: who, hydrated: true });
          return;
        }
        // logged out, expired, or another customer signed in since: gross until the record says otherwise
        if (stored) write(null);
        set({ ...initial, hydrated: true });
      },
      fromCustomer: (customer) => {
        if (!customer) {
          write(null);
          set({ ...initial, hydrated: true });
          return;
        }
        const business = customer.customerType === 'business';
        const value: StoredPriceDisplay = { owner: customer.id, business, net: business && customer.pricesNet === true };
        write(value);
        set({ ...value, hydrated: true });
      },
      reset: () => {
        write(null);
        set({ ...initial, hydrated: true });
      },
    };
  });
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const usePriceDisplayStore = createPriceDisplayStore({
  storage: browserStorage(),
  signedInAs: () => decodeAuthToken(readAuthToken())?.sub ?? null,
});

/**
 * The prices as this browser shows them: gross on the server and for everybody but a signed-in
 * business customer who chose net prices. Public pages come from a shared cache, so the choice
 * is applied here, after hydration, never in the HTML.
 */
export function usePriceDisplay(locale: Locale) {
  // a price renders again only when net/gross changes: reading the stored choice after hydration
  // leaves most visitors on gross, and every card of a listing would otherwise render twice
  const net = usePriceDisplayStore((s) => s.hydrated && s.net);
  useEffect(() => {
    const store = usePriceDisplayStore.getState();
    if (!store.hydrated) store.hydrate();
  }, []);
  return {
    net,
    /** the amount shown for a gross price */
    cents: (grossCents: number) => displayCents(grossCents, net),
    /** the formatted amount shown for a gross price */
    format: (grossCents: number) => formatPrice(displayCents(grossCents, net), locale),
  };
}
