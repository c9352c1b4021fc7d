import type { GetServerSideProps } from 'next';
import { CartScreen } from '@/components/cart/cart-screen';
import { currentCustomer } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

type CartPageProps = { customerType: 'private' | 'business' | null };

export default function CartPage({ customerType }: CartPageProps) {
  return <CartScreen customerType={customerType} />;
}

export const getServerSideProps: GetServerSideProps<CartPageProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  // business customers get the quote actions (and their texts)
  const customer = await currentCustomer(ctx.req);
  const customerType = customer?.customerType ?? null;
  return { props: { ...(await basePageProps(ctx.locale, customerType === 'business' ? ['cart', 'quotes'] : ['cart'])), customerType } };
};
