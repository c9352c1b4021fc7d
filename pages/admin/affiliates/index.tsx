import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import { formatDateTime } from '@/components/admin/format';
import { useT } from '@/lib/i18n';
import { listAdminAffiliates, type AdminAffiliateList } from '@/lib/server/admin/leads-affiliates';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; list: AdminAffiliateList };
type Notice = { kind: 'success' | 'error'; text: string } | null;
type ErrorBody = { error?: { message?: string } };

const NS = ['admin-leads', 'admin'];

/** /admin/affiliates: applications (approve → code, mailed) and partners (pause/resume). */
export default function AdminAffiliatesPage(props: Props) {
  const { t, locale } = useT('admin-leads');
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  if (props.forbidden) return <AdminForbidden />;
  const { list, staffEmail } = props;

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

  return (
    <AdminShell title={t('affiliates_title')} staffEmail={staffEmail}>
      <div aria-live="polite">
        {notice ? (
          <p className={notice.kind === 'success' ? styles.success : styles.error} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="admin-notice">
            {notice.text}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="aff-applications">
        <h2 id="aff-applications">{t('affiliates_applications')}</h2>
        {list.applications.length === 0 ? (
          <p className={styles.empty} data-testid="admin-applications-empty">
            {t('affiliates_applications_empty')}
          </p>
        ) : (
          <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('affiliates_applications') })} tabIndex={0}>
            <table className={styles.table} data-testid="admin-applications">
              <thead>
                <tr>
                  <th scope="col">{t('col_sender')}</th>
                  <th scope="col">{t('col_channel')}</th>
                  <th scope="col">{t('col_date')}</th>
                  <th scope="col">{t('col_status')}</th>
                  <th scope="col">{t('col_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.applications.map((a) => (
                  <tr key={a.id} data-testid="admin-application-row">
                    <td>
                      <Link href={`/admin/leads/${a.id}`}>{a.name}</Link>
                      <br />
                      {a.company ? `${a.company} · ` : ''}
                      {a.email}
                    </td>
                    <td>{a.details ? `${a.details.channelType} · ${a.details.channelUrl}` : t('audit_nothing')}</td>
                    <td>{formatDateTime(a.createdAt, locale)}</td>
                    <td>
                      <span className={styles.badge}>{t(`lead_status_${a.status}`)}</span>
                      {a.code ? (
                        <>
                          <br />
                          <span data-testid="application-code">{a.code}</span>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {a.code ? null : (
                        <Button
                          onClick={() =>
                            void post(`approve-${a.id}`, `/api/admin/affiliates/${a.id}/approve`, {}, (json) => {
                              const aff = (json as { affiliate: { code: string; email: string } }).affiliate;
                              return t('approved', { code: aff.code, email: aff.email });
                            })
                          }
                          disabled={busy !== null}
                          aria-label={t('approve_label', { name: a.name })}
                          data-testid="application-approve"
                        >
                          {t('approve')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={own.section} aria-labelledby="aff-partners">
        <h2 id="aff-partners">{t('affiliates_partners')}</h2>
        {list.partners.length === 0 ? (
          <p className={styles.empty} data-testid="admin-partners-empty">
            {t('affiliates_partners_empty')}
          </p>
        ) : (
          <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('affiliates_partners') })} tabIndex={0}>
            <table className={styles.table} data-testid="admin-partners">
              <thead>
                <tr>
                  <th scope="col">{t('col_code')}</th>
                  <th scope="col">{t('col_sender')}</th>
                  <th scope="col">{t('col_date')}</th>
                  <th scope="col">{t('col_status')}</th>
                  <th scope="col">{t('col_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.partners.map((p) => {
                  const next = p.status === 'active' ? 'paused' : 'active';
                  return (
                    <tr key={p.id} data-testid="admin-partner-row">
                      <td>{p.code}</td>
                      <td>
                        {p.name}
                        <br />
                        {p.email}
                      </td>
                      <td>{formatDateTime(p.approvedAt, locale)}</td>
                      <td>
                        <span className={styles.badge} data-testid="partner-status">
                          {t(`partner_${p.status}`)}
                        </span>
                      </td>
                      <td>
                        <Button
                          variant="secondary"
                          onClick={() =>
                            void post(`partner-${p.id}`, `/api/admin/affiliates/partners/${p.id}`, { status: next }, () =>
                              t(next === 'paused' ? 'partner_paused_done' : 'partner_resumed_done', { code: p.code }),
                            )
                          }
                          disabled={busy !== null}
                          aria-label={t(next === 'paused' ? 'pause_label' : 'resume_label', { code: p.code })}
                          data-testid="partner-toggle"
                        >
                          {t(next === 'paused' ? 'pause' : 'resume')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const list = await listAdminAffiliates();
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list } };
};
