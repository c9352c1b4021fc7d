import { TagScreen, type TagScreenProps } from '@/components/blog/tag-screen';
import { tagPageProps } from '@/lib/server/pages/tag';

export default function TagPage(props: TagScreenProps) {
  return <TagScreen {...props} />;
}

export const getServerSideProps = tagPageProps;
