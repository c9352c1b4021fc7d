import { QuoteDetailScreen } from '@/components/quotes/quote-detail-screen';
import type { AccountAreaProps } from '@/lib/server/pages/account-area';
import { quotesAreaProps } from '@/lib/server/pages/quotes';

export default function AccountQuotePage({ customerType }: AccountAreaProps) {
  return <QuoteDetailScreen customerType={customerType} />;
}

export const getServerSideProps = quotesAreaProps;
