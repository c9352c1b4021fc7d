import type { GetServerSideProps } from 'next';
import { ProductDetailScreen, type ProductDetailScreenProps } from '@/components/product/product-detail-screen';
import { pageProduct } from '@/lib/server/catalog';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';
import { toLocale } from '@/lib/site-config';
import { toCardView } from '@/lib/catalog/types';

export default function ProductPage(props: ProductDetailScreenProps) {
  return <ProductDetailScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps<ProductDetailScreenProps> = async (ctx) => {
  const handle = typeof ctx.params?.productId === 'string' ? ctx.params.productId : '';
  if (!/^[a-z0-9-]{1,120}$/.test(handle)) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const data = await pageProduct(handle, locale);
  if (!data) return { notFound: true };
  const { product, related } = data;
  setPublicCache(ctx);
  const requested = typeof ctx.query.variant === 'string' && /^\d{1,9}$/.test(ctx.query.variant) ? Number(ctx.query.variant) : null;
  const initialVariantId = requested && product.variants.some((v) => v.id === requested) ? requested : null;
  return {
    props: { ...(await basePageProps(ctx.locale, ['catalog', 'product'])), product, related: related.map(toCardView), initialVariantId },
  };
};
