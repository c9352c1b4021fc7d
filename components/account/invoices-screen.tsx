import Link from 'next/link';
import { Seo } from '@/components/common/seo';
import { Fragment } from 'react';
import { accountDownloadUrl, useAccountResource } from '@/lib/account-client';
import { useT } from '@/lib/i18n';
import { groupByInvoice, type DocumentGroup } from '@/lib/invoicing/groups';
import { AccountShell, Badge, ResourceState, useAccountFormat } from './account-shell';
import { InvoiceDownloads } from './invoice-downloads';
import styles from './area.module.css';

type InvoiceItem = {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  netCents: number;
  totalCents: number;
  paid: boolean | null;
  dueDate: string | null;
  correctsInvoiceId: string | null;
  correctsNumber: string | null;
};

function InvoiceStatus({ group }: { group: DocumentGroup<InvoiceItem> }) {
  const { t } = useT('account-area');
  const f = useAccountFormat();
  const i = group.head;
  if (i.kind === 'credit_note') return <Badge kind="credit_note">{t('kind_credit_note')}</Badge>;
  if (group.credited === 'fully') return <Badge kind="credit_note">{t('invoice_credited')}</Badge>;
  return (
    <span className={styles.badges}>
      {i.paid ? <Badge kind="paid">{t('invoice_paid')}</Badge> : <Badge kind="open">{i.dueDate ? t('invoice_due', { date: f.date(i.dueDate) }) : t('invoice_open')}</Badge>}
      {group.credited === 'partly' ? <Badge kind="credit_note">{t('invoice_partly_credited')}</Badge> : null}
    </span>
  );
}

/** /account/invoices: invoices with the credit notes that correct them, their downloads, CSV export of the list. */
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
                  <th scope="col">{t('downloads')}</th>
                </tr>
              </thead>
              <tbody>
                {groupByInvoice(data.items).map((g) => (
                  <Fragment key={g.head.id}>
                    <tr data-testid="invoice-row">
                      <td data-label={t('col_invoice_number')}>
                        <Link href={`/account/invoices/${g.head.id}`} data-testid="invoice-link">
                          {g.head.number}
                        </Link>
                      </td>
                      <td data-label={t('col_date')}>{f.date(g.head.issuedAt)}</td>
                      <td data-label={t('col_order')}>
                        <Link href={`/account/orders/${g.head.orderId}`}>{g.head.orderNumber}</Link>
                      </td>
                      <td data-label={t('col_status')}>
                        <InvoiceStatus group={g} />
                      </td>
                      <td data-label={t('col_net')} className={styles.num}>
                        {f.money(g.head.netCents)}
                      </td>
                      <td data-label={t('col_gross')} className={styles.num}>
                        {f.money(g.head.totalCents)}
                      </td>
                      <td data-label={t('downloads')}>
                        <InvoiceDownloads id={g.head.id} number={g.head.number} />
                      </td>
                    </tr>
                    {g.credits.map((c) => (
                      <tr key={c.id} className={styles.creditRow} data-testid="credit-note-row">
                        <td data-label={t('kind_credit_note')}>
                          <span>
                            <Link href={`/account/invoices/${c.id}`} data-testid="credit-note-link">
                              {c.number}
                            </Link>
                            <span className={styles.muted}> {t('credit_note_for', { number: g.head.number })}</span>
                          </span>
                        </td>
                        <td data-label={t('col_date')}>{f.date(c.issuedAt)}</td>
                        <td data-label={t('col_order')}>{c.orderNumber}</td>
                        <td data-label={t('col_status')}>
                          <Badge kind="credit_note">{t('kind_credit_note')}</Badge>
                        </td>
                        <td data-label={t('col_net')} className={styles.num}>
                          {f.money(c.netCents)}
                        </td>
                        <td data-label={t('col_gross')} className={styles.num}>
                          {f.money(c.totalCents)}
                        </td>
                        <td data-label={t('downloads')}>
                          <InvoiceDownloads id={c.id} number={c.number} />
                        </td>
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
    </AccountShell>
  );
}
