import { ContactScreen } from '@/components/leads/contact-screen';
import { contactProps, type ContactPageProps } from '@/lib/server/pages/leads';

export default function ContactPage(props: ContactPageProps) {
  return <ContactScreen {...props} />;
}

export const getServerSideProps = contactProps;
