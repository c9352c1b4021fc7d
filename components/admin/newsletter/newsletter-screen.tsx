import buttonStyles from '@/components/common/button.module.css';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import { formatDateTime } from '../format';
import own from '../leads/leads.module.css';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { FilterBar, type FilterField } from '../list/filter-bar';
import type { ListPage } from '../list/pager';

/** A confirmed subscriber. */
type SubscriberRow = { id: string; email: string; locale: string; /** the page signed up on */ source: string; /** ISO 8601 */ confirmedAt: string | null };

export type AdminNewsletterScreenProps = {
  list: ListPage & { subscribers: readonly SubscriberRow[]; /** every confirmed subscriber, whatever the search */ confirmedCount: number };
  /** the e-mail search asked with ('' = none) */
  q: string;
};

/** /admin/newsletter: confirmed subscribers only (count, list, search) and the CSV export. */
export function AdminNewsletterScreen({ list, q }: AdminNewsletterScreenProps) {
  const { t, locale } = useT('admin-leads');
  const fields: FilterField<'q'>[] = [{ kind: 'search', name: 'q', label: t('newsletter_filter_q') }];
  const columns: Column<SubscriberRow>[] = [
    { key: 'email', header: t('col_email'), cell: (s) => s.email },
    { key: 'locale', header: t('col_locale'), cell: (s) => t(`locale_${s.locale}`) },
    { key: 'source', header: t('col_source'), cell: (s) => s.source },
    { key: 'confirmed', header: t('col_confirmed'), nowrap: true, cell: (s) => (s.confirmedAt ? formatDateTime(s.confirmedAt, locale) : t('audit_nothing')) },
  ];
  return (
    <AdminShell title={t('newsletter_title')}>
      <div className={own.toolbar}>
        <p>
          <strong data-testid="newsletter-count">{t('newsletter_count', { count: list.confirmedCount })}</strong>
          <br />
          <span className={own.meta}>{t('newsletter_intro')}</span>
        </p>
        {/* a plain download link: the browser sends the staff cookie and saves the file */}
        <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/api/admin/newsletter/export" download data-testid="newsletter-export">
          {t('newsletter_export')}
        </a>
      </div>
      <FilterBar pathname="/admin/newsletter" fields={fields} values={{ q }} label={t('newsletter_title')} ns="admin-leads" testId="admin-newsletter-filters" />
      <AdminList
        ns="admin-leads"
        count={q ? t('newsletter_matches', { count: list.total }) : undefined}
        columns={columns}
        rows={list.subscribers}
        rowKey={(s) => s.id}
        label={t('table_label', { name: t('newsletter_title') })}
        testId="admin-subscribers"
        rowTestId="admin-subscriber-row"
        empty={{ text: t('newsletter_empty'), testId: 'admin-newsletter-empty' }}
        paging={{ pathname: '/admin/newsletter', query: q ? { q } : {}, page: list.page, pageSize: list.pageSize, total: list.total }}
      />
    </AdminShell>
  );
}
