import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import { formatDateTime } from '@/components/admin/format';
import { RecordActions } from '@/components/admin/leads/record-actions';
import { ADMIN_LEAD_STATUSES } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { assertRecordId, getAdminLead, type AdminLead } from '@/lib/server/admin/leads';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; lead: AdminLead };

const NS = ['admin-leads', 'admin', 'leads'];

/** /admin/leads/{id}: the message, status and internal note, and a reply by mail. */
export default function AdminLeadPage(props: Props) {
  const { t, locale } = useT(['admin-leads', 'leads']);
  if (props.forbidden) return <AdminForbidden />;
  const { lead, staffEmail } = props;
  return (
    <AdminShell title={t('lead_title', { name: lead.name })} staffEmail={staffEmail}>
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

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  try {
    const lead = await getAdminLead(assertRecordId(ctx.params?.leadId));
    return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, lead } };
  } catch {
    return { notFound: true };
  }
};
