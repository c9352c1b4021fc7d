import { EmployeeScreen } from '@/components/fleet/employee-screen';
import { fleetPage, type FleetPageProps } from '@/lib/server/pages/fleet';

export default function EmployeePage({ params }: FleetPageProps) {
  return <EmployeeScreen employeeId={params.employeeId ?? ''} />;
}

export const getServerSideProps = fleetPage({ businessOnly: true, param: 'employeeId' });
