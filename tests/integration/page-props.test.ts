import type { GetServerSidePropsContext } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { getServerSideProps as categoryProps } from '@/pages/gebrauchte-laptops';
import { getServerSideProps as productProps } from '@/pages/products/[productId]';
import { getServerSideProps as homeProps } from '@/pages/index';
import { getServerSideProps as cartProps } from '@/pages/cart';
import { getDb } from '@/lib/server/db';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';

// What public pages hand the browser in __NEXT_DATA__: product cards as card views (what a card
// shows, not the record) and only the translation namespaces the page renders.

const CARD_VIEW_KEYS = ['brand', 'category', 'compareAtCents', 'cpu', 'family', 'fromPriceCents', 'grades', 'handle', 'offerId', 'os', 'ramGb', 'reduction', 'screenTenths', 'stock', 'storageGb', 'title'];

function ctx(url: string, params: Record<string, string> = {}, locale = 'de'): GetServerSidePropsContext {
  return {
    params,
    req: { headers: {}, cookies: {}, url } as never,
    res: { setHeader: () => undefined, getHeader: () => undefined } as never,
    query: { ...params },
    resolvedUrl: url,
    locale,
  } as unknown as GetServerSidePropsContext;
}

type Card = Record<string, unknown> & { handle: string; brand: Record<string, unknown> };
type Props = Record<string, unknown> & { _nextI18Next: { ns: string[] } };

async function props(run: Promise<unknown>): Promise<Props> {
  const r = (await run) as { props: Props };
  return r.props;
}

function expectCardViews(cards: Card[]) {
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(Object.keys(card).sort()).toEqual(CARD_VIEW_KEYS);
    expect(Object.keys(card.brand)).toEqual(['name']);
  }
}

beforeAll(async () => {
  await seedDemoCatalog();
});

describe('page props of public pages', () => {
  it('a category page lists card views of the products the database has in that category, with catalog and common texts only', async () => {
    const p = await props(categoryProps(ctx('/gebrauchte-laptops')));
    const items = (p.result as { items: Card[] }).items;
    expectCardViews(items);
    const { rows } = await (await getDb()).execute(
      "select p.handle from products p where p.category = 'laptops' and p.published and exists (select 1 from variants v where v.product_id = p.id)",
    );
    const laptops = new Set((rows as { handle: string }[]).map((r) => r.handle));
    expect(items.every((c) => laptops.has(c.handle))).toBe(true);
    expect(p._nextI18Next.ns).toEqual(['catalog', 'common']);
  });

  it('a product page keeps the full product and hands its related products as card views, in both languages', async () => {
    const { rows } = await (await getDb()).execute("select handle, summary_de from products where category = 'laptops' and published order by id limit 1");
    const { handle, summary_de: summary } = (rows as { handle: string; summary_de: string }[])[0]!;
    for (const locale of ['de', 'en']) {
      const p = await props(productProps(ctx(`/products/${handle}`, { productId: handle }, locale)));
      expect((p.product as { handle: string }).handle).toBe(handle);
      if (locale === 'de') expect((p.product as { summary: string }).summary).toBe(summary);
      expectCardViews(p.related as Card[]);
      expect(p._nextI18Next.ns).toEqual(['catalog', 'common', 'product']);
    }
  });

  it('the home page hands its bestsellers as card views; the cart page still gets the cart texts', async () => {
    const home = await props(homeProps(ctx('/')));
    expectCardViews(home.bestsellers as Card[]);
    expect(home._nextI18Next.ns).not.toContain('cart');
    const cart = await props(cartProps(ctx('/cart')));
    expect(cart._nextI18Next.ns).toContain('cart');
  });
});
