import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/common/button';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { formatDateTime } from '../format';
import own from '../leads/leads.module.css';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { AdminNotice, type Notice } from '../notice';

/** An affiliate application (a lead of topic `affiliate`) with the code once approved. */
export type AffiliateApplicationRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  details: { channelType: string; channelUrl: string } | null;
  status: string;
  /** ISO 8601 */
  createdAt: string;
  code: string | null;
};

/** An approved partner. */
export type AffiliatePartnerRow = { id: string; code: string; name: string; email: string; status: string; /** ISO 8601 */ approvedAt: string };

export type AdminAffiliatesScreenProps = {
  list: { applications: readonly AffiliateApplicationRow[]; partners: readonly AffiliatePartnerRow[] };
};

type ErrorBody = { error?: { message?: string } };

/** /admin/affiliates: applications (approve → code, mailed) and partners (pause/resume). */
export function AdminAffiliatesScreen({ list }: AdminAffiliatesScreenProps) {
  const { t, locale } = useT('admin-leads');
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const post = async (key: string, url: string, body: unknown, success: (json: unknown) => string) => {
    setBusy(key);
    setNotice(null);
    try {
      const res = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
      const json = (await res.json().catch(() => ({}))) as unknown;
      if (res.ok) {
        setNotice({ kind: 'success', text: success(json) });
        await router.replace(router.asPath, undefined, { scroll: false });
      } else if (res.status === 401) {
        await router.push('/admin/login');
      } else {
        setNotice({ kind: 'error', text: res.status === 409 ? t('error_conflict', { message: (json as ErrorBody).error?.message ?? '' }) : t('error_generic') });
      }
    } catch {
      setNotice({ kind: 'error', text: t('error_generic') });
    } finally {
      setBusy(null);
    }
  };

  const approve = (a: AffiliateApplicationRow) =>
    post(`approve-${a.id}`, `/api/admin/affiliates/${a.id}/approve`, {}, (json) => {
      const aff = (json as { affiliate: { code: string; email: string } }).affiliate;
      return t('approved', { code: aff.code, email: aff.email });
    });

  const toggle = (p: AffiliatePartnerRow) => {
    const next = p.status === 'active' ? 'paused' : 'active';
    return post(`partner-${p.id}`, `/api/admin/affiliates/partners/${p.id}`, { status: next }, () =>
      t(next === 'paused' ? 'partner_paused_done' : 'partner_resumed_done', { code: p.code }),
    );
  };

  const applicationColumns: Column<AffiliateApplicationRow>[] = [
    {
      key: 'sender',
      header: t('col_sender'),
      cell: (a) => (
        <>
          <Link href={`/admin/leads/${a.id}`}>{a.name}</Link>
          <br />
          {a.company ? `${a.company} · ` : ''}
          {a.email}
        </>
      ),
    },
    { key: 'channel', header: t('col_channel'), cell: (a) => (a.details ? `${a.details.channelType} · ${a.details.channelUrl}` : t('audit_nothing')) },
    { key: 'date', header: t('col_date'), nowrap: true, cell: (a) => formatDateTime(a.createdAt, locale) },
    {
      key: 'status',
      header: t('col_status'),
      cell: (a) => (
        <>
          <span className={styles.badge}>{t(`lead_status_${a.status}`)}</span>
          {a.code ? (
            <>
              <br />
              <span data-testid="application-code">{a.code}</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (a) =>
        a.code ? null : (
          <Button onClick={() => void approve(a)} disabled={busy !== null} aria-label={t('approve_label', { name: a.name })} data-testid="application-approve">
            {t('approve')}
          </Button>
        ),
    },
  ];

  const partnerColumns: Column<AffiliatePartnerRow>[] = [
    { key: 'code', header: t('col_code'), cell: (p) => p.code },
    {
      key: 'sender',
      header: t('col_sender'),
      cell: (p) => (
        <>
          {p.name}
          <br />
          {p.email}
        </>
      ),
    },
    { key: 'date', header: t('col_date'), nowrap: true, cell: (p) => formatDateTime(p.approvedAt, locale) },
    {
      key: 'status',
      header: t('col_status'),
      cell: (p) => (
        <span className={styles.badge} data-testid="partner-status">
          {t(`partner_${p.status}`)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('col_actions'),
      cell: (p) => {
        const pause = p.status === 'active';
        return (
          <Button
            variant="secondary"
            onClick={() => void toggle(p)}
            disabled={busy !== null}
            aria-label={t(pause ? 'pause_label' : 'resume_label', { code: p.code })}
            data-testid="partner-toggle"
          >
            {t(pause ? 'pause' : 'resume')}
          </Button>
        );
      },
    },
  ];

  return (
    <AdminShell title={t('affiliates_title')}>
      <AdminNotice notice={notice} />
      <section aria-labelledby="aff-applications">
        <h2 id="aff-applications">{t('affiliates_applications')}</h2>
        <AdminList
          ns="admin-leads"
          columns={applicationColumns}
          rows={list.applications}
          rowKey={(a) => a.id}
          label={t('table_label', { name: t('affiliates_applications') })}
          testId="admin-applications"
          rowTestId="admin-application-row"
          empty={{ text: t('affiliates_applications_empty'), testId: 'admin-applications-empty' }}
        />
      </section>
      <section className={own.section} aria-labelledby="aff-partners">
        <h2 id="aff-partners">{t('affiliates_partners')}</h2>
        <AdminList
          ns="admin-leads"
          columns={partnerColumns}
          rows={list.partners}
          rowKey={(p) => p.id}
          label={t('table_label', { name: t('affiliates_partners') })}
          testId="admin-partners"
          rowTestId="admin-partner-row"
          empty={{ text: t('affiliates_partners_empty'), testId: 'admin-partners-empty' }}
        />
      </section>
    </AdminShell>
  );
}
