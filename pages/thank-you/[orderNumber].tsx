import type { GetServerSideProps } from 'next';
import { ThankYouScreen } from '@/components/checkout/thank-you-screen';
import type { OrderView } from '@/lib/checkout/types';
import { currentCustomer } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';
import { getOrderForViewer, orderAccessCookieName } from '@/lib/server/platform';

type Props = { order: OrderView };

export default function ThankYouPage({ order }: Props) {
  return <ThankYouScreen order={order} />;
}

/** Shown only to the browser that placed the order (its cookie) or the signed-in owner; 404 for everyone else. */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPrivateNoStore(ctx);
  const orderNumber = String(ctx.params?.orderNumber ?? '');
  const customer = await currentCustomer(ctx.req);
  const order = await getOrderForViewer(orderNumber, { accessToken: ctx.req.cookies[orderAccessCookieName(orderNumber)], customerId: customer?.id ?? null });
  if (!order) return { notFound: true };
  return { props: { ...(await basePageProps(ctx.locale, ['cart', 'checkout'])), order } };
};
