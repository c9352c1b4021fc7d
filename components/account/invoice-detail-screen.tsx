import Link from 'next/link';
import { useRouter } from 'next/router';
import { Seo } from '@/components/common/seo';
import { accountDownloadUrl, useAccountResource } from '@/lib/account-client';
import { useT } from '@/lib/i18n';
import { AccountShell, Badge, ResourceState, useAccountFormat } from './account-shell';
import { InvoiceDownloads } from './invoice-downloads';
import styles from './area.module.css';

type Party = { name: string; company?: string | null; vatId?: string | null; address: { street: string; postalCode: string; city: string; country: string } };
type InvoiceDetail = {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  deliveryDate: string;
  dueDate: string | null;
  orderId: string;
  orderNumber: string;
  paid: boolean | null;
  seller: Party;
  buyer: Party;
  buyerReference: string | null;
  lines: { position: number; title: string; description: string; sku: string; quantity: number; unitNetCents: number; lineNetCents: number; vatRate: number; kind: string }[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  roundingCents: number;
  correctsInvoiceId: string | null;
  correctsNumber: string | null;
  correctsIssueDate: string | null;
  reason: string | null;
  correctedBy: { id: string; number: string; issuedAt: string; netCents: number; totalCents: number; reason: string | null }[];
};

function PartyBlock({ p }: { p: Party }) {
  const { t } = useT('account-area');
  const lines = [p.company ?? '', p.company && p.company !== p.name ? p.name : p.company ? '' : p.name, p.address.street, `${p.address.postalCode} ${p.address.city}`, t(`country_${p.address.country}`)].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((l, i) => (
        <span key={i}>
          {l}
          <br />
        </span>
      ))}
      {p.vatId ? <span className={styles.muted}>{t('vat_id', { vatId: p.vatId })}</span> : null}
    </address>
  );
}

/** The credit notes that correct an invoice, each with its downloads, and what they credit in total. */
function CreditNotesPanel({ inv }: { inv: InvoiceDetail }) {
  const { t } = useT('account-area');
  const f = useAccountFormat();
  const credited = inv.correctedBy.reduce((s, c) => s - c.totalCents, 0);
  return (
    <section className={styles.panel} aria-labelledby="invoice-credit-notes" data-testid="invoice-credit-notes">
      <h2 id="invoice-credit-notes">{t('invoice_corrected_by')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('kind_credit_note')}</th>
            <th scope="col">{t('col_date')}</th>
            <th scope="col">{t('invoice_reason')}</th>
            <th scope="col" className={styles.num}>
              {t('col_gross')}
            </th>
            <th scope="col">{t('downloads')}</th>
          </tr>
        </thead>
        <tbody>
          {inv.correctedBy.map((c) => (
            <tr key={c.id} data-testid="invoice-credit-note">
              <td data-label={t('kind_credit_note')}>
                <Link href={`/account/invoices/${c.id}`}>{c.number}</Link>
              </td>
              <td data-label={t('col_date')}>{f.date(c.issuedAt)}</td>
              <td data-label={t('invoice_reason')}>{c.reason ?? ''}</td>
              <td data-label={t('col_gross')} className={styles.num}>
                {f.money(c.totalCents)}
              </td>
              <td data-label={t('downloads')}>
                <InvoiceDownloads id={c.id} number={c.number} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted} data-testid="invoice-credited-sum">
        {t('invoice_credited_sum', { credited: f.money(credited), total: f.money(inv.totalCents) })}
      </p>
    </section>
  );
}

/** /account/invoices/{invoiceId}: the document as issued, with PDF, XRechnung and ZUGFeRD downloads, and the credit notes that correct it. */
export function InvoiceDetailScreen({ customerType }: { customerType: 'private' | 'business' }) {
  const { t } = useT('account-area');
  const f = useAccountFormat();
  const router = useRouter();
  const id = typeof router.query.invoiceId === 'string' ? router.query.invoiceId : null;
  const { data: inv, error, isLoading } = useAccountResource<InvoiceDetail>(id ? `/v1/account/invoices/${encodeURIComponent(id)}` : null);
  const title = inv ? t(inv.kind === 'invoice' ? 'invoice_title' : 'credit_note_title', { number: inv.number }) : t('invoices_title');
  const base = inv ? `/v1/account/invoices/${inv.id}` : '';
  return (
    <AccountShell customerType={customerType} title={title} back={{ href: '/account/invoices', label: t('invoice_back') }}>
      <Seo subline={title} noindex />
      {!inv ? <ResourceState error={error} isLoading={isLoading || !id} notFoundText={t('invoice_not_found')} /> : null}
      {inv ? (
        <div className={styles.stack} data-testid="invoice-detail">
          <section className={styles.panel} aria-labelledby="invoice-downloads">
            <h2 id="invoice-downloads">{t('downloads')}</h2>
            <div className={styles.actions}>
              <a href={accountDownloadUrl(`${base}/pdf`)} target="_blank" rel="noopener" data-testid="invoice-pdf">
                {t('download_pdf')}
              </a>
              <a href={accountDownloadUrl(`${base}/xrechnung`)} download data-testid="invoice-xml">
                {t('download_xrechnung')}
              </a>
              <a href={accountDownloadUrl(`${base}/zugferd`)} download data-testid="invoice-zugferd">
                {t('download_zugferd')}
              </a>
            </div>
            <p className={styles.muted}>{t('einvoice_hint')}</p>
          </section>
          <section className={styles.panel} aria-labelledby="invoice-meta">
            <h2 id="invoice-meta" className="visually-hidden">
              {title}
            </h2>
            <dl className={styles.details}>
              <dt>{t('col_status')}</dt>
              <dd>
                {inv.kind === 'credit_note' ? (
                  <Badge kind="credit_note">{t('kind_credit_note')}</Badge>
                ) : inv.correctedBy.reduce((s, c) => s - c.totalCents, 0) >= inv.totalCents ? (
                  <Badge kind="credit_note">{t('invoice_credited')}</Badge>
                ) : (
                  <span className={styles.badges}>
                    {inv.paid ? <Badge kind="paid">{t('invoice_paid')}</Badge> : <Badge kind="open">{t('invoice_open')}</Badge>}
                    {inv.correctedBy.length ? <Badge kind="credit_note">{t('invoice_partly_credited')}</Badge> : null}
                  </span>
                )}
              </dd>
              <dt>{t(inv.kind === 'credit_note' ? 'credit_note_date' : 'invoice_date')}</dt>
              <dd>{f.date(inv.issuedAt)}</dd>
              <dt>{t('invoice_delivery')}</dt>
              <dd>{f.date(inv.deliveryDate)}</dd>
              <dt>{t('invoice_order')}</dt>
              <dd>
                <Link href={`/account/orders/${inv.orderId}`}>{inv.orderNumber}</Link>
              </dd>
              {inv.buyerReference ? (
                <>
                  <dt>{t('order_reference')}</dt>
                  <dd>{inv.buyerReference}</dd>
                </>
              ) : null}
              {inv.dueDate ? (
                <>
                  <dt>{t('invoice_due_date')}</dt>
                  <dd>{f.date(inv.dueDate)}</dd>
                </>
              ) : null}
              {inv.correctsNumber ? (
                <>
                  <dt>{t('invoice_corrects')}</dt>
                  <dd data-testid="credit-note-corrects">
                    {inv.correctsInvoiceId ? <Link href={`/account/invoices/${inv.correctsInvoiceId}`}>{inv.correctsNumber}</Link> : inv.correctsNumber}
                    {inv.correctsIssueDate ? <span className={styles.muted}> · {t('invoice_of_date', { date: f.date(inv.correctsIssueDate) })}</span> : null}
                  </dd>
                </>
              ) : null}
              {inv.reason ? (
                <>
                  <dt>{t('invoice_reason')}</dt>
                  <dd>{inv.reason}</dd>
                </>
              ) : null}
            </dl>
          </section>
          {inv.correctedBy.length ? <CreditNotesPanel inv={inv} /> : null}
          <div className={styles.two}>
            <section className={styles.panel} aria-labelledby="invoice-seller">
              <h2 id="invoice-seller">{t('invoice_seller')}</h2>
              <PartyBlock p={inv.seller} />
            </section>
            <section className={styles.panel} aria-labelledby="invoice-buyer">
              <h2 id="invoice-buyer">{t('invoice_buyer')}</h2>
              <PartyBlock p={inv.buyer} />
            </section>
          </div>
          <section className={styles.panel} aria-labelledby="invoice-lines">
            <h2 id="invoice-lines">{t('order_items')}</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('col_item')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col_qty')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col_unit')} ({t('col_net')})
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col_line_total')} ({t('col_net')})
                  </th>
                </tr>
              </thead>
              <tbody>
                {inv.lines.map((l) => (
                  <tr key={l.position}>
                    <td className={styles.full}>
                      {l.title}
                      {l.description ? <div className={styles.muted}>{l.description}</div> : null}
                    </td>
                    <td data-label={t('col_qty')} className={styles.num}>
                      {l.quantity}
                    </td>
                    <td data-label={t('col_unit')} className={styles.num}>
                      {f.money(l.unitNetCents)}
                    </td>
                    <td data-label={t('col_line_total')} className={styles.num}>
                      {f.money(l.lineNetCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.totals}>
              <dt>{t('invoice_net')}</dt>
              <dd>{f.money(inv.netCents)}</dd>
              <dt>{t('invoice_vat')}</dt>
              <dd>{f.money(inv.vatCents)}</dd>
              {inv.roundingCents !== 0 ? (
                <>
                  <dt>{t('invoice_sum')}</dt>
                  <dd>{f.money(inv.netCents + inv.vatCents)}</dd>
                  <dt>{t('invoice_rounding')}</dt>
                  <dd>{f.money(inv.roundingCents)}</dd>
                </>
              ) : null}
              <dt className={styles.strong}>{inv.roundingCents !== 0 ? t('invoice_amount_due') : t('invoice_total')}</dt>
              <dd className={styles.strong} data-testid="invoice-total">
                {f.money(inv.totalCents)}
              </dd>
            </dl>
          </section>
        </div>
      ) : null}
    </AccountShell>
  );
}
