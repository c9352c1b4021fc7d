import type { GetServerSideProps } from 'next';
import { CartScreen } from '@/components/cart/cart-screen';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function CartPage() {
  return <CartScreen />;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  setPrivateNoStore(ctx);
  return { props: await basePageProps(ctx.locale, ['cart']) };
};
