import type { GetServerSideProps } from 'next';
import { CategoriesScreen } from '@/components/product/simple-screens';
import type { CategorySummary } from '@/lib/catalog/types';
import { listCategories } from '@/lib/server/catalog';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';

type Props = { categories: CategorySummary[] };

export default function CategoriesPage({ categories }: Props) {
  return <CategoriesScreen categories={categories} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPublicCache(ctx);
  const categories = await listCategories();
  return { props: { ...(await basePageProps(ctx.locale, ['catalog'])), categories } };
};
