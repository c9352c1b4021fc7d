import Link from 'next/link';
import { Seo } from '@/components/common/seo';
import { accountDownloadUrl, useAccountResource } from '@/lib/account-client';
import { useT } from '@/lib/i18n';
import { AccountShell, Badge, ResourceState, useAccountFormat } from './account-shell';
import styles from './area.module.css';

type InvoiceItem = { id: string; number: string; kind: 'invoice' | 'credit_note'; issuedAt: string; orderId: string; orderNumber: string; netCents: number; totalCents: number; paid: boolean | null; dueDate: string | null };

/** /account/invoices: invoices and credit notes, CSV export of the list. */
export function InvoicesScreen({ customerType }: { customerType: 'private' | 'business' }) {
  const { t, locale } = useT('account-area');
  const f = useAccountFormat();
  const { data, error, isLoading, mutate } = useAccountResource<{ items: InvoiceItem[] }>('/v1/account/invoices');
  return (
    <AccountShell customerType={customerType} title={t('invoices_title')} intro={t('invoices_intro')}>
      <Seo subline={t('invoices_title')} noindex />
      <section className={styles.panel} aria-labelledby="invoices-list-title">
        <h2 id="invoices-list-title" className="visually-hidden">
          {t('invoices_title')}
        </h2>
        {!data ? <ResourceState error={error} isLoading={isLoading} onRetry={() => void mutate()} /> : null}
        {data && data.items.length === 0 ? (
          <p className={styles.empty} data-testid="invoices-empty">
            {t('invoices_empty')}
          </p>
        ) : null}
        {data && data.items.length > 0 ? (
          <>
            <div className={styles.toolbar}>
              <a href={accountDownloadUrl(`/v1/account/invoices/export?locale=${locale}`)} download data-testid="invoices-csv">
                {t('invoices_csv')}
              </a>
            </div>
            <table className={styles.table} data-testid="invoices-table">
              <thead>
                <tr>
                  <th scope="col">{t('col_invoice_number')}</th>
                  <th scope="col">{t('col_date')}</th>
                  <th scope="col">{t('col_order')}</th>
                  <th scope="col">{t('col_status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col_net')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col_gross')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((i) => (
                  <tr key={i.id} data-testid="invoice-row">
                    <td data-label={t('col_invoice_number')}>
                      <Link href={`/account/invoices/${i.id}`} data-testid="invoice-link">
                        {i.number}
                      </Link>
                    </td>
                    <td data-label={t('col_date')}>{f.date(i.issuedAt)}</td>
                    <td data-label={t('col_order')}>
                      <Link href={`/account/orders/${i.orderId}`}>{i.orderNumber}</Link>
                    </td>
                    <td data-label={t('col_status')}>
                      {i.kind === 'credit_note' ? (
                        <Badge kind="credit_note">{t('kind_credit_note')}</Badge>
                      ) : i.paid ? (
                        <Badge kind="paid">{t('invoice_paid')}</Badge>
                      ) : (
                        <Badge kind="open">{i.dueDate ? t('invoice_due', { date: f.date(i.dueDate) }) : t('invoice_open')}</Badge>
                      )}
                    </td>
                    <td data-label={t('col_net')} className={styles.num}>
                      {f.money(i.netCents)}
                    </td>
                    <td data-label={t('col_gross')} className={styles.num}>
                      {f.money(i.totalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
    </AccountShell>
  );
}
