import { EmployeesScreen } from '@/components/fleet/employees-screen';
import { fleetPage } from '@/lib/server/pages/fleet';

export default function EmployeesPage() {
  return <EmployeesScreen />;
}

export const getServerSideProps = fleetPage({ businessOnly: true });
