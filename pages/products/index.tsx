import type { GetServerSideProps } from 'next';
import { ListingScreen, type ListingScreenProps } from '@/components/product/listing-screen';
import { listingPageProps } from '@/lib/server/catalog/page-data';

export default function ProductsPage(props: ListingScreenProps) {
  return <ListingScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps = (ctx) => listingPageProps(ctx, '/products');
