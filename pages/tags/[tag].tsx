import { ListingScreen, type ListingScreenProps } from '@/components/product/listing-screen';
import { tagListing } from '@/lib/server/catalog/page-data';

export default function TagPage(props: ListingScreenProps) {
  return <ListingScreen {...props} />;
}

export const getServerSideProps = tagListing;
