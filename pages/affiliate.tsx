import { AffiliateScreen } from '@/components/leads/affiliate-screen';
import { leadPageProps } from '@/lib/server/pages/leads';

export default function AffiliatePage() {
  return <AffiliateScreen />;
}

export const getServerSideProps = leadPageProps;
