import Link from 'next/link';
import { AccountShell, ResourceState, useAccountFormat } from '@/components/account/account-shell';
import styles from '@/components/account/area.module.css';
import { Seo } from '@/components/common/seo';
import { useAccountResource } from '@/lib/account-client';
import type { QuoteSummary } from '@/lib/contracts/quotes';
import { useT } from '@/lib/i18n';
import { QuoteStateBadge } from './quote-state';

/** /account/quotes: the business customer's quotes with number, date, validity, state and total. */
export function QuotesScreen({ customerType }: { customerType: 'private' | 'business' }) {
  const { t } = useT('quotes');
  const f = useAccountFormat();
  const { data, error, isLoading, mutate } = useAccountResource<{ items: QuoteSummary[] }>('/v1/account/quotes');
  return (
    <AccountShell customerType={customerType} title={t('list_title')} intro={t('list_intro')}>
      <Seo subline={t('list_title')} noindex />
      <section className={styles.panel} aria-labelledby="quotes-list-title">
        <h2 id="quotes-list-title" className="visually-hidden">
          {t('list_title')}
        </h2>
        {!data ? <ResourceState error={error} isLoading={isLoading} onRetry={() => void mutate()} /> : null}
        {data && data.items.length === 0 ? (
          <div className={styles.empty} data-testid="quotes-empty">
            <p>{t('list_empty')}</p>
            <Link href="/cart">{t('list_to_cart')}</Link>
          </div>
        ) : null}
        {data && data.items.length > 0 ? (
          <table className={styles.table} data-testid="quotes-table">
            <thead>
              <tr>
                <th scope="col">{t('col_number')}</th>
                <th scope="col">{t('col_date')}</th>
                <th scope="col">{t('col_valid_until')}</th>
                <th scope="col">{t('col_status')}</th>
                <th scope="col" className={styles.num}>
                  {t('col_total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((q) => (
                <tr key={q.id} data-testid="quote-row">
                  <td data-label={t('col_number')}>
                    <Link href={`/account/quotes/${q.id}`} data-testid="quote-link">
                      {q.number}
                    </Link>
                  </td>
                  <td data-label={t('col_date')}>{f.date(q.createdAt)}</td>
                  <td data-label={t('col_valid_until')}>{f.date(q.validUntil)}</td>
                  <td data-label={t('col_status')}>
                    <QuoteStateBadge state={q.state} />
                  </td>
                  <td data-label={t('col_total')} className={styles.num}>
                    {f.money(q.totalCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </AccountShell>
  );
}
