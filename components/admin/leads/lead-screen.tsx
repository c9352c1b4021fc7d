import Link from 'next/link';
import { ADMIN_LEAD_STATUSES } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { formatDateTime } from '../format';
import own from './leads.module.css';
import { RecordActions, type HistoryEntry } from './record-actions';

/** A lead as its back-office page shows it: sender, message, status, note and history. */
type AdminLeadDetail = {
  id: string;
  topic: string;
  locale: string;
  /** the page the form was sent from */
  page: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  /** an affiliate application's channel */
  details: { channelType: string; channelUrl: string } | null;
  status: string;
  note: string | null;
  /** ISO 8601 */
  createdAt: string;
  /** the partner approved from this application */
  affiliate: { code: string } | null;
  history: readonly HistoryEntry[];
};

export type AdminLeadScreenProps = { lead: AdminLeadDetail };

/** /admin/leads/{id}: the message, status and internal note, and a reply by mail. */
export function AdminLeadScreen({ lead }: AdminLeadScreenProps) {
  const { t, locale } = useT(['admin-leads', 'leads']);
  return (
    <AdminShell title={t('lead_title', { name: lead.name })}>
      <p>
        <Link href="/admin/leads">{t('back_to_leads')}</Link>
      </p>
      <p>
        <span className={styles.badge} data-testid="lead-status">
          {t(`lead_status_${lead.status}`)}
        </span>{' '}
        · {t(`leads:topic_${lead.topic}`)} · {formatDateTime(lead.createdAt, locale)} · {t(`locale_${lead.locale}`)}
      </p>
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="lead-sender">
          <h2 id="lead-sender">{t('sender')}</h2>
          <p>
            {lead.name}
            {lead.company ? (
              <>
                <br />
                {lead.company}
              </>
            ) : null}
            <br />
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            {lead.phone ? (
              <>
                <br />
                {lead.phone}
              </>
            ) : null}
          </p>
          <p className={own.meta}>{t('sent_from', { page: lead.page })}</p>
          {lead.details ? (
            <p>
              {t('channel')}: {lead.details.channelType} · {lead.details.channelUrl}
            </p>
          ) : null}
          {lead.affiliate ? <p data-testid="lead-affiliate-code">{t('affiliate_code_is', { code: lead.affiliate.code })}</p> : null}
        </section>
        <section className={styles.panel} aria-labelledby="lead-message">
          <h2 id="lead-message">{t('message')}</h2>
          <p className={own.message} data-testid="lead-message">
            {lead.message}
          </p>
        </section>
      </div>
      <RecordActions
        kind="lead"
        apiBase={`/api/admin/leads/${lead.id}`}
        statuses={ADMIN_LEAD_STATUSES}
        statusPrefix="lead_status_"
        status={lead.status}
        note={lead.note}
        recipient={lead.email}
        defaultSubject={t('answer_default_subject')}
        history={lead.history}
      />
    </AdminShell>
  );
}
