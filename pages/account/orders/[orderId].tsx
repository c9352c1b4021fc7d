import { OrderDetailScreen } from '@/components/account/order-detail-screen';
import { accountAreaProps, type AccountAreaProps } from '@/lib/server/pages/account-area';

export default function AccountOrderPage({ customerType }: AccountAreaProps) {
  return <OrderDetailScreen customerType={customerType} />;
}

export const getServerSideProps = accountAreaProps;
