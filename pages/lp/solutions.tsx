import { LandingScreen } from '@/components/leads/landing-screen';
import { leadPageProps } from '@/lib/server/pages/leads';

export default function LpSolutionsPage() {
  return <LandingScreen kind="solutions" />;
}

export const getServerSideProps = leadPageProps;
