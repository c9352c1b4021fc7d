import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/catalog.module.css';
import type { CatalogImportCounts, CatalogImportIssue } from '@/lib/contracts/admin-catalog';
import { useT } from '@/lib/i18n';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Props = { forbidden: true } | { forbidden?: false; staffEmail: string };
type Phase = 'upload' | 'validate' | 'apply';
type Progress = { phase: Phase; done: number; total: number };
type Result = { ok: true; counts: CatalogImportCounts } | { ok: false; errors: CatalogImportIssue[]; errorCount: number };
type StreamLine = { progress?: Progress; result?: Result };

/** Share of the bar each phase fills: uploading, checking every row, saving. */
const SPANS: Record<Phase, [number, number]> = { upload: [0, 20], validate: [20, 60], apply: [60, 100] };

function percentOf(p: Progress): number {
  const [from, to] = SPANS[p.phase];
  return Math.round(from + ((to - from) * p.done) / Math.max(1, p.total));
}

/**
 * Sends the file and reads the server's progress lines as they arrive (XMLHttpRequest: upload
 * progress and the growing response). Resolves with the final result.
 */
function upload(file: File, onProgress: (p: Progress) => void): Promise<{ status: number; result?: Result; error?: { code?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let seen = 0;
    let result: Result | undefined;
    const consume = () => {
      if (!xhr.getResponseHeader('content-type')?.startsWith('application/x-ndjson')) return;
      const text = xhr.responseText;
      let nl = text.indexOf('\n', seen);
      while (nl !== -1) {
        const line = text.slice(seen, nl).trim();
        seen = nl + 1;
        if (line) {
          const parsed = JSON.parse(line) as StreamLine;
          if (parsed.progress) onProgress(parsed.progress);
          if (parsed.result) result = parsed.result;
        }
        nl = text.indexOf('\n', seen);
      }
    };
    xhr.open('POST', '/api/admin/catalog/import');
    xhr.setRequestHeader('Content-Type', 'text/csv; charset=utf-8');
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ phase: 'upload', done: e.loaded, total: e.total });
    };
    xhr.onprogress = consume;
    xhr.onload = () => {
      try {
        consume();
        if (result) resolve({ status: xhr.status, result });
        else {
          const body = JSON.parse(xhr.responseText || '{}') as { error?: { code?: string; message?: string } };
          resolve({ status: xhr.status, error: body.error });
        }
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });
}

/**
 * /admin/catalog/import: uploads a CSV of the export's format (known SKUs change offers, new SKUs
 * and handles create offers and products); every row is checked before anything changes.
 */
export default function AdminCatalogImportPage(props: Props) {
  const { t } = useT('admin-catalog');
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (props.forbidden) return <AdminForbidden />;

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    setResult(null);
    setProblem(null);
    if (!file) {
      setProblem(t('import_no_file'));
      return;
    }
    setRunning(true);
    setProgress({ phase: 'upload', done: 0, total: file.size });
    try {
      const answer = await upload(file, setProgress);
      if (answer.result) setResult(answer.result);
      else if (answer.status === 401) await router.push('/admin/login');
      else setProblem(answer.error?.code ? t(`import_error_${answer.error.code}`, { defaultValue: t('import_error_other', { message: answer.error.message ?? '' }) }) : t('error_generic'));
    } catch {
      setProblem(t('error_generic'));
    } finally {
      setRunning(false);
    }
  };

  const percent = progress ? percentOf(progress) : 0;
  const phaseText = progress
    ? progress.phase === 'upload'
      ? t('phase_upload', { percent: Math.round((100 * progress.done) / Math.max(1, progress.total)) })
      : t(`phase_${progress.phase}`, { done: progress.done, total: progress.total })
    : '';
  return (
    <AdminShell title={t('import_title')} staffEmail={props.staffEmail}>
      <p>
        <Link href="/admin/catalog">{t('back_to_list')}</Link>
      </p>
      <p>{t('import_intro')}</p>
      <ul data-testid="admin-catalog-import-rules">
        <li>{t('import_rule_change')}</li>
        <li>{t('import_rule_offer')}</li>
        <li>{t('import_rule_product')}</li>
      </ul>
      <p>
        <a href="/api/admin/catalog/export" download>
          {t('import_download_current')}
        </a>
      </p>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={(e) => void start(e)} aria-busy={running} data-testid="admin-catalog-import-form">
        <label className={styles.field}>
          {t('import_file')}
          <input ref={fileRef} className={own.fileInput} type="file" accept=".csv,text/csv" data-testid="admin-catalog-import-file" />
        </label>
        <p className={own.formActions}>
          <Button type="submit" disabled={running} data-testid="admin-catalog-import-start">
            {t('import_start')}
          </Button>
        </p>
      </form>
      {progress ? (
        <div className={own.section}>
          <div
            className={own.progress}
            role="progressbar"
            aria-label={t('progress_label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={phaseText}
            data-testid="admin-catalog-import-progress"
          >
            <div className={own.progressFill} style={{ width: `${percent}%` }} />
          </div>
          <p aria-live="polite" data-testid="admin-catalog-import-phase">
            {running ? phaseText : null}
          </p>
        </div>
      ) : null}
      <div aria-live="polite">
        {problem ? (
          <p className={styles.error} role="alert" data-testid="admin-catalog-import-problem">
            {problem}
          </p>
        ) : null}
        {result?.ok ? (
          <p className={styles.success} role="status" data-testid="admin-catalog-import-done">
            {t('import_done', {
              rows: result.counts.rows,
              productsCreated: result.counts.productsCreated,
              offersCreated: result.counts.offersCreated,
              offers: result.counts.offersChanged,
              products: result.counts.productsChanged,
              prices: result.counts.pricesChanged,
            })}
          </p>
        ) : null}
        {result && !result.ok ? (
          <p className={styles.error} role="alert" id="import-errors-title" data-testid="admin-catalog-import-failed">
            {t('import_failed', { count: result.errorCount })}
          </p>
        ) : null}
      </div>
      {result && !result.ok ? (
        <>
          <div className={styles.tableWrap} role="region" aria-labelledby="import-errors-title" tabIndex={0}>
            <table className={`${styles.table} ${own.errorTable}`} data-testid="admin-catalog-import-errors">
              <thead>
                <tr>
                  <th scope="col" className={styles.num}>
                    {t('col_line')}
                  </th>
                  <th scope="col">{t('col_column')}</th>
                  <th scope="col">{t('col_problem')}</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((e, i) => (
                  <tr key={i} data-testid="admin-catalog-import-error">
                    <td className={styles.num}>{e.line}</td>
                    <td>
                      <code>{e.column}</code>
                    </td>
                    <td>{t(`import_error_${e.code}`, { defaultValue: t('import_error_other', { message: e.message }) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.errorCount > result.errors.length ? <p>{t('import_more_errors', { count: result.errorCount - result.errors.length })}</p> : null}
        </>
      ) : null}
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, ['admin', 'admin-catalog'])), forbidden: true } };
  return { props: { ...(await basePageProps(ctx.locale, ['admin', 'admin-catalog'])), staffEmail: access.staff.email } };
};
