import { LandingScreen } from '@/components/leads/landing-screen';
import { leadPageProps } from '@/lib/server/pages/leads';

export default function LpB2bHardwarePage() {
  return <LandingScreen kind="b2b" />;
}

export const getServerSideProps = leadPageProps;
