import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import { getServerSideProps } from '@/pages/thank-you/[orderNumber]';
import type { Cart, OrderView } from '@/lib/checkout/types';
import { callApi } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';

function ctx(orderNumber: string, cookies: Record<string, string>): GetServerSidePropsContext {
  const headers: Record<string, string> = {};
  return {
    params: { orderNumber },
    req: { headers: {}, cookies } as never,
    res: { setHeader: (k: string, v: string) => void (headers[k] = v) } as never,
    query: {},
    resolvedUrl: `/thank-you/${orderNumber}`,
    locale: 'de',
  } as unknown as GetServerSidePropsContext;
}

describe('/thank-you/{orderNumber}', () => {
  it('shows the order to the browser that placed it, and 404 to everyone else', async () => {
    const [v] = await insertProduct([{ priceCents: 25900, stock: 2 }]);
    const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
    await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: { variantId: v!.id, quantity: 1 } });
    const res = await callApi(checkout, { method: 'POST', url: '/api/checkout', body: checkoutBody(cart.id) });
    const { orderNumber } = res.json as { orderNumber: string };
    const [name, value] = (res.headers.get('set-cookie') ?? '').split(';')[0]!.split('=') as [string, string];

    const mine = (await getServerSideProps(ctx(orderNumber, { [name]: value }))) as { props: { order: OrderView } };
    expect(mine.props.order).toMatchObject({ orderNumber, totalCents: 25900 + 590, paymentMethod: 'prepayment', lines: [{ quantity: 1, category: 'laptops' }] });

    expect(await getServerSideProps(ctx(orderNumber, {}))).toEqual({ notFound: true });
    expect(await getServerSideProps(ctx(orderNumber, { [name]: 'forged' }))).toEqual({ notFound: true });
    expect(await getServerSideProps(ctx('ZW-2026-999999', { [name]: value }))).toEqual({ notFound: true });
    expect(await getServerSideProps(ctx('../etc', {}))).toEqual({ notFound: true });
  });
});
