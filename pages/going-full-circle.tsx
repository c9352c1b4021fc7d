import { ContentPageScreen } from '@/components/content/content-page-screen';
import { Co2FactorsTable } from '@/components/content/co2-factors-table';
import { contentPageProps, type ContentPageProps } from '@/lib/server/pages/content';

export default function GoingFullCirclePage({ page }: ContentPageProps) {
  return (
    <ContentPageScreen page={page}>
      <Co2FactorsTable />
    </ContentPageScreen>
  );
}

export const getServerSideProps = contentPageProps('/going-full-circle');
