import type { GetServerSideProps } from 'next';
import { BrandsScreen } from '@/components/product/simple-screens';
import type { BrandSummary } from '@/lib/catalog/types';
import { listBrands } from '@/lib/server/catalog';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';

type Props = { brands: BrandSummary[] };

export default function BrandsPage({ brands }: Props) {
  return <BrandsScreen brands={brands} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPublicCache(ctx);
  const brands = await listBrands();
  return { props: { ...(await basePageProps(ctx.locale, ['catalog'])), brands } };
};
