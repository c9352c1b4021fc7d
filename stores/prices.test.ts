import { beforeEach, describe, expect, it } from 'vitest';
import { createPriceDisplayStore, PRICE_DISPLAY_KEY } from './prices';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('price display store', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let signedIn: string | null;
  const make = () => createPriceDisplayStore({ storage, signedInAs: () => signedIn });

  beforeEach(() => {
    storage = memoryStorage();
    signedIn = null;
  });

  it('starts gross and not hydrated (what the server renders)', () => {
    expect(make().getState()).toMatchObject({ net: false, business: false, owner: null, hydrated: false });
  });

  it('takes the choice of a business customer and remembers it for that customer', () => {
    const store = make();
    store.getState().fromCustomer({ id: 'c1', customerType: 'business', pricesNet: true });
    expect(store.getState()).toMatchObject({ net: true, business: true, owner: 'c1', hydrated: true });
    expect(JSON.parse(storage.data.get(PRICE_DISPLAY_KEY)!)).toEqual({ owner: 'c1', business: true, net: true });

    // a new page load of the same signed-in customer
    signedIn = 'c1';
    const next = make();
    next.getState().hydrate();
    expect(next.getState()).toMatchObject({ net: true, business: true, hydrated: true });
  });

  it('never shows a consumer net prices, even if the record says so', () => {
    const store = make();
    store.getState().fromCustomer({ id: 'c2', customerType: 'private', pricesNet: true });
    expect(store.getState()).toMatchObject({ net: false, business: false });
  });

  it('a business customer with net prices off sees gross but keeps the switch', () => {
    const store = make();
    store.getState().fromCustomer({ id: 'c1', customerType: 'business', pricesNet: false });
    expect(store.getState()).toMatchObject({ net: false, business: true });
  });

  it('forgets the choice when nobody or somebody else is signed in', () => {
    storage.setItem(PRICE_DISPLAY_KEY, JSON.stringify({ owner: 'c1', business: true, net: true }));
    const loggedOut = make();
    loggedOut.getState().hydrate();
    expect(loggedOut.getState()).toMatchObject({ net: false, business: false, hydrated: true });
    expect(storage.data.has(PRICE_DISPLAY_KEY)).toBe(false);

    storage.setItem(PRICE_DISPLAY_KEY, JSON.stringify({ owner: 'c1', business: true, net: true }));
    signedIn = 'c9';
    const other = make();
    other.getState().hydrate();
    expect(other.getState().net).toBe(false);
  });

  it('ignores a damaged stored value', () => {
    storage.setItem(PRICE_DISPLAY_KEY, '{not json');
    signedIn = 'c1';
    const store = make();
    store.getState().hydrate();
    expect(store.getState()).toMatchObject({ net: false, hydrated: true });
    storage.setItem(PRICE_DISPLAY_KEY, JSON.stringify({ owner: 'c1', net: 'yes', business: true }));
    store.getState().hydrate();
    expect(store.getState().net).toBe(false);
  });

  it('reset (logout) and a null customer go back to gross', () => {
    const store = make();
    store.getState().fromCustomer({ id: 'c1', customerType: 'business', pricesNet: true });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ net: false, business: false, owner: null });
    expect(storage.data.has(PRICE_DISPLAY_KEY)).toBe(false);
    store.getState().fromCustomer({ id: 'c1', customerType: 'business', pricesNet: true });
    store.getState().fromCustomer(null);
    expect(store.getState().net).toBe(false);
  });

  it('survives a storage that throws', () => {
    const store = createPriceDisplayStore({
      storage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
        removeItem: () => {
          throw new Error('blocked');
        },
      },
      signedInAs: () => 'c1',
    });
    store.getState().hydrate();
    store.getState().fromCustomer({ id: 'c1', customerType: 'business', pricesNet: true });
    expect(store.getState().net).toBe(true);
  });
});
