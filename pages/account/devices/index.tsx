import { DevicesScreen } from '@/components/fleet/devices-screen';
import { fleetPage, type FleetPageProps } from '@/lib/server/pages/fleet';

export default function DevicesPage({ company, locale }: FleetPageProps) {
  return <DevicesScreen mode="all" company={company} locale={locale} />;
}

export const getServerSideProps = fleetPage({ businessOnly: true });
