import { DevicesScreen } from '@/components/fleet/devices-screen';
import { fleetPage, type FleetPageProps } from '@/lib/server/pages/fleet';

export default function DevicePoolPage({ company, locale }: FleetPageProps) {
  return <DevicesScreen mode="pool" company={company} locale={locale} />;
}

export const getServerSideProps = fleetPage({ businessOnly: true });
