import { InvoicesScreen } from '@/components/account/invoices-screen';
import { accountAreaProps, type AccountAreaProps } from '@/lib/server/pages/account-area';

export default function AccountInvoicesPage({ customerType }: AccountAreaProps) {
  return <InvoicesScreen customerType={customerType} />;
}

export const getServerSideProps = accountAreaProps;
