import { QuotesScreen } from '@/components/quotes/quotes-screen';
import type { AccountAreaProps } from '@/lib/server/pages/account-area';
import { quotesAreaProps } from '@/lib/server/pages/quotes';

export default function AccountQuotesPage({ customerType }: AccountAreaProps) {
  return <QuotesScreen customerType={customerType} />;
}

export const getServerSideProps = quotesAreaProps;
