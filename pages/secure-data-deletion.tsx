import { ContentPageScreen } from '@/components/content/content-page-screen';
import { contentPageProps, type ContentPageProps } from '@/lib/server/pages/content';

export default function Page({ page }: ContentPageProps) {
  return <ContentPageScreen page={page} />;
}

export const getServerSideProps = contentPageProps('/secure-data-deletion');
