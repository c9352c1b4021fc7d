import { LandingScreen } from '@/components/leads/landing-screen';
import { leadPageProps } from '@/lib/server/pages/leads';

export default function LpContactPage() {
  return <LandingScreen kind="contact" />;
}

export const getServerSideProps = leadPageProps;
