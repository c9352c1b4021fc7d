import type { ComponentType } from 'react';
import type { NextPageWithLayout } from '@/lib/page-types';
import { adminLayout } from './admin-layout';
import { AdminForbidden } from './admin-shell';

/** Props of a back-office page: a signed-in customer gets the 403 screen, staff get the screen's data. */
export type AdminPageProps<P extends object = object> = { forbidden: true; staffEmail?: never } | ({ forbidden?: false; staffEmail: string } & P);

/**
 * The page component of a back-office route: the screen in the admin layout, or the 403 screen
 * for a customer. A route file is then its data loading and `export default adminPage(Screen)`.
 */
export function adminPage<P extends object>(Screen: ComponentType<P>): NextPageWithLayout<AdminPageProps<P>> {
  const AdminPage: NextPageWithLayout<AdminPageProps<P>> = (props) => (props.forbidden ? <AdminForbidden /> : <Screen {...(props as P)} />);
  AdminPage.getLayout = adminLayout;
  return AdminPage;
}
