import { ListingScreen, type ListingScreenProps } from '@/components/product/listing-screen';
import { categoryListing } from '@/lib/server/catalog';

export default function CategoryPage(props: ListingScreenProps) {
  return <ListingScreen {...props} />;
}

export const getServerSideProps = categoryListing('phones', '/gebrauchte-handys');
