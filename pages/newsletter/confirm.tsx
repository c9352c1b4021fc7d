import { NewsletterConfirmScreen, type NewsletterTokenScreenProps } from '@/components/leads/newsletter-screens';
import { newsletterConfirmProps } from '@/lib/server/pages/leads';

export default function NewsletterConfirmPage(props: NewsletterTokenScreenProps) {
  return <NewsletterConfirmScreen {...props} />;
}

export const getServerSideProps = newsletterConfirmProps;
