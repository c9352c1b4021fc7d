import { OrdersScreen } from '@/components/account/orders-screen';
import { accountAreaProps, type AccountAreaProps } from '@/lib/server/pages/account-area';

export default function AccountOrdersPage({ customerType }: AccountAreaProps) {
  return <OrdersScreen customerType={customerType} />;
}

export const getServerSideProps = accountAreaProps;
