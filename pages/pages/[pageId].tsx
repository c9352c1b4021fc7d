import { ContentPageScreen } from '@/components/content/content-page-screen';
import { genericPageProps, type ContentPageProps } from '@/lib/server/pages/content';

export default function GenericPage({ page }: ContentPageProps) {
  return <ContentPageScreen page={page} />;
}

export const getServerSideProps = genericPageProps;
