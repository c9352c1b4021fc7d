import { InvoiceDetailScreen } from '@/components/account/invoice-detail-screen';
import { accountAreaProps, type AccountAreaProps } from '@/lib/server/pages/account-area';

export default function AccountInvoicePage({ customerType }: AccountAreaProps) {
  return <InvoiceDetailScreen customerType={customerType} />;
}

export const getServerSideProps = accountAreaProps;
