import { ContentResults } from '@/components/blog/content-results';
import { ListingScreen } from '@/components/product/listing-screen';
import { productsPageProps, type ProductsPageProps } from '@/lib/server/pages/search';

export default function ProductsPage({ contentHits, ...listing }: ProductsPageProps) {
  return (
    <ListingScreen {...listing}>
      <ContentResults hits={contentHits} />
    </ListingScreen>
  );
}

export const getServerSideProps = productsPageProps;
