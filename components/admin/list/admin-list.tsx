import { useT } from '@/lib/i18n';
import { DataTable, type DataTableProps } from './data-table';
import { listNamespaces, type AdminNamespace } from './namespaces';
import { AdminPager, type AdminPagerProps } from './pager';
import { useRouteLoading } from './use-route-loading';

export type AdminListProps<Row> = DataTableProps<Row> & {
  /** the line above the table that counts what the filters match (a status region) */
  count?: string;
  /** the list's pages, when it has them */
  paging?: Omit<AdminPagerProps, 'ns'>;
  ns?: AdminNamespace;
};

/**
 * A back-office list: the count of what matches, the table (or its empty state) and the pages.
 * While another page or filter loads, the rows are marked busy and the count line says so.
 */
export function AdminList<Row>({ count, paging, ns = 'admin', ...table }: AdminListProps<Row>) {
  const { t } = useT(listNamespaces(ns));
  const loading = useRouteLoading();
  const status = count !== undefined && loading ? t('list_loading') : count;
  return (
    <>
      {status !== undefined ? (
        <p role="status" data-testid="admin-list-status">
          {status}
        </p>
      ) : null}
      <DataTable {...table} busy={loading} />
      {paging ? <AdminPager {...paging} ns={ns} /> : null}
    </>
  );
}
