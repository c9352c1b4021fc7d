import { ArticleScreen, type ArticleScreenProps } from '@/components/blog/article-screen';
import { articleProps } from '@/lib/server/pages/blog';

export default function ArticlePage(props: ArticleScreenProps) {
  return <ArticleScreen {...props} />;
}

export const getServerSideProps = articleProps;
