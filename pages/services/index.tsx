import { ContentPageScreen } from '@/components/content/content-page-screen';
import { ServiceCards } from '@/components/content/service-cards';
import { ServiceLeadSection } from '@/components/content/service-lead-section';
import { contentPageProps, type ContentPageProps } from '@/lib/server/pages/content';

export default function ServicesPage({ page }: ContentPageProps) {
  return (
    <ContentPageScreen page={page} intro={<ServiceCards titleTag="h2" />}>
      <ServiceLeadSection topic="other" service="overview" />
    </ContentPageScreen>
  );
}

export const getServerSideProps = contentPageProps('/services');
