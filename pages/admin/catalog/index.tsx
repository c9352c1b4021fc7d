import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import { filledQuery } from '@/components/admin/format';
import { AdminPager } from '@/components/admin/pager';
import styles from '@/components/admin/admin.module.css';
import buttonStyles from '@/components/common/button.module.css';
import own from '@/components/admin/catalog.module.css';
import { CATEGORIES } from '@/lib/catalog/constants';
import { formatPrice } from '@/lib/catalog/money';
import { ADMIN_CATALOG_PUBLISHED, adminProductQuery, type AdminProductQuery } from '@/lib/contracts/admin-catalog';
import { useT } from '@/lib/i18n';
import { listAdminProducts, type AdminProductList } from '@/lib/server/admin/catalog';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Filters = { q: string; category: string; brand: string; published: string };
type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; list: AdminProductList; filters: Filters };

/** /admin/catalog: the products with their offer counts and stock, searchable and filterable; export and import. */
export default function AdminCatalogPage(props: Props) {
  const { t, locale } = useT('admin-catalog');
  if (props.forbidden) return <AdminForbidden />;
  const { list, filters, staffEmail } = props;
  return (
    <AdminShell title={t('title')} staffEmail={staffEmail}>
      <div className={own.toolbar}>
        <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/api/admin/catalog/export" download data-testid="admin-catalog-export">
          {t('export')}
        </a>
        <ButtonLink variant="secondary" href="/admin/catalog/import" data-testid="admin-catalog-import-link">
          {t('import')}
        </ButtonLink>
      </div>
      <form method="get" className={`${styles.filters} ${own.filters}`} role="search" aria-label={t('search_label')} data-testid="admin-catalog-filters">
        <label className={styles.field}>
          {t('filter_q')}
          <input type="search" name="q" defaultValue={filters.q} data-testid="admin-catalog-q" />
        </label>
        <label className={styles.field}>
          {t('filter_category')}
          <select name="category" defaultValue={filters.category}>
            <option value="">{t('filter_any')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category_${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filter_brand')}
          <select name="brand" defaultValue={filters.brand}>
            <option value="">{t('filter_any')}</option>
            {list.brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filter_published')}
          <select name="published" defaultValue={filters.published}>
            <option value="">{t('filter_any')}</option>
            {ADMIN_CATALOG_PUBLISHED.map((p) => (
              <option key={p} value={p}>
                {t(`published_${p}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('filter_apply')}</Button>
        <ButtonLink variant="ghost" href="/admin/catalog">
          {t('filter_reset')}
        </ButtonLink>
      </form>
      <p role="status">{t('count', { count: list.total })}</p>
      {list.products.length === 0 ? (
        <div className={styles.empty} data-testid="admin-catalog-empty">
          <p>{t('empty')}</p>
          <p>
            <Link href="/admin/catalog">{t('empty_reset')}</Link>
          </p>
        </div>
      ) : (
        <div className={styles.tableWrap} role="region" aria-labelledby="admin-title" tabIndex={0}>
          <table className={`${styles.table} ${own.table}`} data-testid="admin-catalog-products">
            <thead>
              <tr>
                <th scope="col">{t('col_title')}</th>
                <th scope="col">{t('col_brand')}</th>
                <th scope="col">{t('col_category')}</th>
                <th scope="col" className={styles.num}>
                  {t('col_offers')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('col_stock')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('col_from_price')}
                </th>
                <th scope="col">{t('col_published')}</th>
              </tr>
            </thead>
            <tbody>
              {list.products.map((p) => (
                <tr key={p.id} data-testid="admin-catalog-row">
                  <td>
                    <Link href={`/admin/catalog/${p.id}`} className={own.rowLink}>
                      {p.title}
                    </Link>
                    <br />
                    <small>{p.handle}</small>
                  </td>
                  <td>{p.brand}</td>
                  <td>{t(`category_${p.category}`)}</td>
                  <td className={styles.num}>{p.offers}</td>
                  <td className={styles.num}>{p.stock}</td>
                  <td className={styles.num}>{p.minPriceCents === null ? '–' : formatPrice(p.minPriceCents, locale)}</td>
                  <td>
                    <span className={p.published ? styles.badge : `${styles.badge} ${own.badgeOff}`}>{t(p.published ? 'published_yes' : 'published_no')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname="/admin/catalog" query={filledQuery(filters)} page={list.page} pageSize={list.pageSize} total={list.total} />
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, ['admin', 'admin-catalog'])), forbidden: true } };
  const raw = Object.fromEntries(Object.entries(ctx.query).flatMap(([k, v]) => (typeof v === 'string' && v !== '' ? [[k, v]] : [])));
  const parsed = z.safeParse(adminProductQuery, raw);
  const query: AdminProductQuery = parsed.success ? parsed.data : { q: undefined };
  const list = await listAdminProducts(query);
  const filters: Filters = { q: query.q ?? '', category: query.category ?? '', brand: query.brand ?? '', published: query.published ?? '' };
  return { props: { ...(await basePageProps(ctx.locale, ['admin', 'admin-catalog'])), staffEmail: access.staff.email, list, filters } };
};
