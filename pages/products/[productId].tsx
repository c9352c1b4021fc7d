import type { GetServerSideProps } from 'next';
import { ProductDetailScreen, type ProductDetailScreenProps } from '@/components/product/product-detail-screen';
import { getProduct, listRelatedProducts } from '@/lib/server/catalog';
import { plain } from '@/lib/server/catalog/page-data';
import { getDb } from '@/lib/server/db';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';
import { toLocale } from '@/lib/site-config';

export default function ProductPage(props: ProductDetailScreenProps) {
  return <ProductDetailScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps<ProductDetailScreenProps> = async (ctx) => {
  const handle = typeof ctx.params?.productId === 'string' ? ctx.params.productId : '';
  if (!/^[a-z0-9-]{1,120}$/.test(handle)) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const db = await getDb();
  const product = await getProduct(db, handle, locale);
  if (!product || product.variants.length === 0) return { notFound: true };
  setPublicCache(ctx);
  const related = await listRelatedProducts(db, product, locale);
  const requested = typeof ctx.query.variant === 'string' && /^\d{1,9}$/.test(ctx.query.variant) ? Number(ctx.query.variant) : null;
  const initialVariantId = requested && product.variants.some((v) => v.id === requested) ? requested : null;
  return {
    props: { ...(await basePageProps(ctx.locale, ['catalog', 'product'])), product: plain(product), related: plain(related), initialVariantId },
  };
};
