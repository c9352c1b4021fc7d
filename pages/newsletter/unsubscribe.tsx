import { NewsletterUnsubscribeScreen, type NewsletterTokenScreenProps } from '@/components/leads/newsletter-screens';
import { newsletterUnsubscribeProps } from '@/lib/server/pages/leads';

export default function NewsletterUnsubscribePage(props: NewsletterTokenScreenProps) {
  return <NewsletterUnsubscribeScreen {...props} />;
}

export const getServerSideProps = newsletterUnsubscribeProps;
