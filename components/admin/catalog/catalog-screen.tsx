import Link from 'next/link';
import { ButtonLink } from '@/components/common/button';
import buttonStyles from '@/components/common/button.module.css';
import { CATEGORIES } from '@/lib/catalog/constants';
import { formatPrice } from '@/lib/catalog/money';
import { ADMIN_CATALOG_PUBLISHED } from '@/lib/contracts/admin-catalog';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { filledQuery } from '../format';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { FilterBar, type FilterField } from '../list/filter-bar';
import type { ListPage } from '../list/pager';
import own from './catalog.module.css';

/** One product as the catalog list shows it. */
type AdminProductRow = {
  id: number;
  handle: string;
  title: string;
  category: string;
  brand: string;
  published: boolean;
  /** number of offers */
  offers: number;
  /** units in stock over all offers */
  stock: number;
  /** cents, gross; null without offers */
  minPriceCents: number | null;
};

/** The list's filters, in the order the form shows them. */
export const ADMIN_CATALOG_FILTERS = ['q', 'category', 'brand', 'published'] as const;
type AdminCatalogFilter = (typeof ADMIN_CATALOG_FILTERS)[number];

export type AdminCatalogScreenProps = {
  list: ListPage & { products: readonly AdminProductRow[]; brands: readonly { slug: string; name: string }[] };
  /** the filters the list was asked with ('' = not set) */
  filters: Record<AdminCatalogFilter, string>;
};

/** /admin/catalog: the products with their offer counts and stock, searchable and filterable; export and import. */
export function AdminCatalogScreen({ list, filters }: AdminCatalogScreenProps) {
  const { t, locale } = useT('admin-catalog');
  const fields: FilterField<AdminCatalogFilter>[] = [
    { kind: 'search', name: 'q', label: t('filter_q'), testId: 'admin-catalog-q' },
    { kind: 'select', name: 'category', label: t('filter_category'), options: CATEGORIES.map((c) => ({ value: c, label: t(`category_${c}`) })) },
    { kind: 'select', name: 'brand', label: t('filter_brand'), options: list.brands.map((b) => ({ value: b.slug, label: b.name })) },
    { kind: 'select', name: 'published', label: t('filter_published'), options: ADMIN_CATALOG_PUBLISHED.map((p) => ({ value: p, label: t(`published_${p}`) })) },
  ];
  const columns: Column<AdminProductRow>[] = [
    {
      key: 'title',
      header: t('col_title'),
      cell: (p) => (
        <>
          <Link href={`/admin/catalog/${p.id}`} className={own.rowLink}>
            {p.title}
          </Link>
          <br />
          <small>{p.handle}</small>
        </>
      ),
    },
    { key: 'brand', header: t('col_brand'), cell: (p) => p.brand },
    { key: 'category', header: t('col_category'), cell: (p) => t(`category_${p.category}`) },
    { key: 'offers', header: t('col_offers'), numeric: true, cell: (p) => p.offers },
    { key: 'stock', header: t('col_stock'), numeric: true, cell: (p) => p.stock },
    { key: 'price', header: t('col_from_price'), numeric: true, cell: (p) => (p.minPriceCents === null ? '–' : formatPrice(p.minPriceCents, locale)) },
    {
      key: 'published',
      header: t('col_published'),
      cell: (p) => <span className={p.published ? styles.badge : `${styles.badge} ${own.badgeOff}`}>{t(p.published ? 'published_yes' : 'published_no')}</span>,
    },
  ];
  return (
    <AdminShell title={t('title')}>
      <div className={own.toolbar}>
        {/* a plain download link: the browser sends the staff cookie and saves the file */}
        <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/api/admin/catalog/export" download data-testid="admin-catalog-export">
          {t('export')}
        </a>
        <ButtonLink variant="secondary" href="/admin/catalog/import" data-testid="admin-catalog-import-link">
          {t('import')}
        </ButtonLink>
      </div>
      <FilterBar pathname="/admin/catalog" fields={fields} values={filters} label={t('search_label')} ns="admin-catalog" testId="admin-catalog-filters" />
      <AdminList
        ns="admin-catalog"
        count={t('count', { count: list.total })}
        columns={columns}
        rows={list.products}
        rowKey={(p) => p.id}
        labelledBy="admin-title"
        testId="admin-catalog-products"
        rowTestId="admin-catalog-row"
        className={own.table}
        empty={{ text: t('empty'), testId: 'admin-catalog-empty', action: <Link href="/admin/catalog">{t('empty_reset')}</Link> }}
        paging={{ pathname: '/admin/catalog', query: filledQuery(filters), page: list.page, pageSize: list.pageSize, total: list.total }}
      />
    </AdminShell>
  );
}
