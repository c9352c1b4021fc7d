import { NewsletterScreen } from '@/components/leads/newsletter-screens';
import { leadPageProps } from '@/lib/server/pages/leads';

export default function NewsletterPage() {
  return <NewsletterScreen />;
}

export const getServerSideProps = leadPageProps;
