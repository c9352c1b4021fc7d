import { BlogIndexScreen, type BlogIndexScreenProps } from '@/components/blog/blog-index-screen';
import { blogIndexProps } from '@/lib/server/pages/blog';

export default function BlogPage(props: BlogIndexScreenProps) {
  return <BlogIndexScreen {...props} />;
}

export const getServerSideProps = blogIndexProps;
