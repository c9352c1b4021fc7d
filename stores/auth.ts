import { create } from 'zustand';
import { apiFetch } from '@/lib/api-client';
import { clearAuthToken, readAuthToken, writeAuthToken } from '@/lib/auth-token';
import {
  errorMessage,
  failureOf,
  fetchCustomer,
  fetchLogoutUrl,
  fetchMultipassUrl,
  postLogin,
  postRegister,
  type AuthDeps,
  type AuthFailure,
  type Customer,
} from './auth-flow';
import { usePriceDisplayStore } from './prices';

export type { AuthFailure } from './auth-flow';

/** Where a sequence ends: the sign-on target and the account index of the current locale. */
export type AuthTargets = {
  /** same-site path the platform lands on after single sign-on (default: the account index) */
  redirectTo: string;
  /** the account index, e.g. '/account' or '/en/account' (spec: where a failed SSO goes) */
  accountPath: string;
};

type AuthState = {
  /** a valid (decodable, unexpired) token, or null: logged out */
  token: string | null;
  /** loaded after login; its email starts the single sign-on */
  customer: Customer | null;
  /** what is in flight, for loading states */
  status: 'idle' | 'submitting' | 'redirecting' | 'logging-out';
  /** spec §8 message of the last auth error ('An error occurred' when it had none) */
  error: string | null;
  /** details of the last error, for a translated message in the UI */
  failure: AuthFailure | null;
};

type AuthActions = {
  /** reads the cookie; an expired or undecodable token is deleted */
  hydrate: () => string | null;
  login: (email: string, password: string, targets: AuthTargets) => Promise<void>;
  register: (data: Record<string, unknown>, targets: AuthTargets) => Promise<void>;
  /** loads the customer of the stored token; a refused token logs out */
  loadCustomer: () => Promise<Customer | null>;
  /** spec §4: a logged-in visitor with a known e-mail on the login page is sent through single sign-on */
  resumeSession: (targets: AuthTargets) => Promise<boolean>;
  /** ends the session and goes to the URL the platform answers (else the home page of `locale`) */
  logout: (locale?: 'de' | 'en') => Promise<void>;
  clearError: () => void;
};

export type AuthStore = AuthState & AuthActions;

const initialState: AuthState = { token: null, customer: null, status: 'idle', error: null, failure: null };

/** The auth store over injected side effects (tests pass fakes; the app uses the browser's). */
export function createAuthStore(deps: AuthDeps) {
  return create<AuthStore>()((set, get) => {
    /** stores and logs an error (spec §8) */
    const fail = (err: unknown, step: AuthFailure['step']) => {
      const message = errorMessage(err);
      deps.logError(message);
      set({ error: message, failure: failureOf(err, step), status: 'idle' });
    };

    /** token stored → customer → SSO URL → navigate; a failed SSO fetch goes to the account index */
    const signOn = async (token: string, email: string, targets: AuthTargets) => {
      deps.tokens.write(token);
      set({ token, status: 'redirecting' });
      let known = email;
      try {
        const { customer } = await fetchCustomer(deps, token);
        set({ customer });
        if (customer?.email) known = customer.email;
      } catch (err) {
        // the sign-on below still works with the e-mail just used
        deps.logError(errorMessage(err));
      }
      try {
        deps.navigate(await fetchMultipassUrl(deps, token, known, targets.redirectTo));
      } catch (err) {
        fail(err, 'sso');
        set({ status: 'redirecting' });
        deps.navigate(targets.accountPath);
      }
    };

    return {
      ...initialState,

      hydrate: () => {
        const token = deps.tokens.read();
        if (token !== get().token) set({ token, customer: token ? get().customer : null });
        return token;
      },

      login: async (email, password, targets) => {
        set({ status: 'submitting', error: null, failure: null });
        let token: string;
        try {
          token = await postLogin(deps, email, password);
        } catch (err) {
          fail(err, 'login');
          return;
        }
        await signOn(token, email, targets);
      },

      register: async (data, targets) => {
        set({ status: 'submitting', error: null, failure: null });
        let token: string;
        try {
          token = await postRegister(deps, data);
        } catch (err) {
          fail(err, 'register');
          return;
        }
        await signOn(token, typeof data.email === 'string' ? data.email : '', targets);
      },

      loadCustomer: async () => {
        const token = get().hydrate();
        if (!token) return null;
        try {
          const { customer, unauthorized } = await fetchCustomer(deps, token);
          if (unauthorized) {
            deps.tokens.clear();
            set({ token: null, customer: null });
            return null;
          }
          set({ customer });
          return customer;
        } catch (err) {
          fail(err, 'customer');
          return null;
        }
      },

      resumeSession: async (targets) => {
        if (!get().hydrate()) return false;
        set({ status: 'redirecting', error: null, failure: null });
        const customer = get().customer ?? (await get().loadCustomer());
        const token = get().token;
        if (!token || !customer?.email) {
          set({ status: 'idle' });
          return false;
        }
        try {
          deps.navigate(await fetchMultipassUrl(deps, token, customer.email, targets.redirectTo));
        } catch (err) {
          fail(err, 'sso');
          set({ status: 'redirecting' });
          deps.navigate(targets.accountPath);
        }
        return true;
      },

      logout: async (locale = 'de') => {
        // the token is sent to the logout endpoint once more so the server revokes it
        const token = get().token ?? deps.tokens.read();
        deps.tokens.clear();
        set({ ...initialState, status: 'logging-out' });
        let url: string | null = null;
        try {
          url = await fetchLogoutUrl(deps, token, locale);
        } catch (err) {
          deps.logError(errorMessage(err));
        }
        deps.navigate(url ?? (locale === 'en' ? '/en' : '/'));
      },

      clearError: () => set({ error: null, failure: null }),
    };
  });
}

/** The browser's side effects: cookie token, bearer fetch, full navigation, console. */
const browserAuthDeps: AuthDeps = {
  request: (url, init, token) => apiFetch(url, init, token ?? readAuthToken()),
  tokens: { read: readAuthToken, write: writeAuthToken, clear: clearAuthToken },
  navigate: (url) => window.location.assign(url),
  logError: (message) => console.error(message),
};

/** The app's auth store (spec §4). */
export const useAuthStore = createAuthStore(browserAuthDeps);

// The customer record loaded at sign-in feeds the price display; signing out forgets it. Subscribed
// here, not in the price store, so pages that only show prices do not load the auth store: where it
// is not loaded, nobody can sign in or out.
if (typeof window !== 'undefined') {
  useAuthStore.subscribe((state, prev) => {
    if (state.customer && state.customer !== prev.customer) usePriceDisplayStore.getState().fromCustomer(state.customer);
    else if (state.status === 'logging-out' && prev.status !== 'logging-out') usePriceDisplayStore.getState().reset();
  });
}
