import { ContentPageScreen } from '@/components/content/content-page-screen';
import { ServiceLeadSection } from '@/components/content/service-lead-section';
import { useT } from '@/lib/i18n';
import { contentPageProps, type ContentPageProps } from '@/lib/server/pages/content';

export default function ServicePage({ page }: ContentPageProps) {
  const { t } = useT(['content']);
  return (
    <ContentPageScreen page={page} parents={[{ name: t('content:services_breadcrumb'), path: '/services' }]}>
      <ServiceLeadSection topic="esg" service="esg" />
    </ContentPageScreen>
  );
}

export const getServerSideProps = contentPageProps('/services/esg');
