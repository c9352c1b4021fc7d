import { Co2Screen } from '@/components/fleet/co2-screen';
import { fleetPage, type FleetPageProps } from '@/lib/server/pages/fleet';

export default function Co2SavingsPage({ customerType, locale }: FleetPageProps) {
  return <Co2Screen showFleet={customerType === 'business'} locale={locale} />;
}

export const getServerSideProps = fleetPage({ businessOnly: false });
