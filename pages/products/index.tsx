import type { GetServerSideProps } from 'next';
import { withPageCache } from '@/lib/server/page-cache';
import { ListingScreen, type ListingScreenProps } from '@/components/product/listing-screen';
import { listingPageProps } from '@/lib/server/catalog/page-data';

export default function ProductsPage(props: ListingScreenProps) {
  return <ListingScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps = withPageCache((ctx) => listingPageProps(ctx, '/products'));
