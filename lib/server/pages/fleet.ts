import '@/lib/server/only';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { customerOrLoginRedirect, hasFleet } from '../account';
import { basePageProps, setPrivateNoStore } from '../page-props';

/** What every fleet screen gets: who is signed in (the data itself comes from the account API). */
export type FleetPageProps = { company: string | null; customerType: 'private' | 'business'; locale: 'de' | 'en'; params: Record<string, string> };

/**
 * Page loading of the fleet and CO2 screens: the login redirect for anonymous visitors, 404 for
 * private accounts on fleet screens (the CO2 page is everyone's), translations and no shared caching.
 */
export function fleetPage(opts: { businessOnly: boolean; param?: string }): GetServerSideProps<FleetPageProps> {
  return async (ctx: GetServerSidePropsContext) => {
    setPrivateNoStore(ctx);
    const guard = await customerOrLoginRedirect(ctx);
    if ('redirect' in guard) return { redirect: guard.redirect };
    const c = guard.customer;
    if (opts.businessOnly && !hasFleet(c)) return { notFound: true };
    const params: Record<string, string> = {};
    if (opts.param) {
      const v = ctx.params?.[opts.param];
      const s = Array.isArray(v) ? v[0] : v;
      if (!s || !/^[0-9a-f-]{36}$/i.test(s)) return { notFound: true };
      params[opts.param] = s;
    }
    return {
      props: {
        ...(await basePageProps(ctx.locale, ['account', 'fleet', 'content'])),
        company: c.company,
        customerType: c.customerType,
        locale: ctx.locale === 'en' ? 'en' : 'de',
        params,
      },
    };
  };
}
