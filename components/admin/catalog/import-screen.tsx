import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import type { CatalogImportIssue } from '@/lib/contracts/admin-catalog';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { DataTable, type Column } from '../list/data-table';
import own from './catalog.module.css';
import { percentOf, uploadCatalogCsv, type ImportProgress, type ImportResult } from './import-upload';

/**
 * /admin/catalog/import: uploads a CSV of the export's format (known SKUs change offers, new SKUs
 * and handles create offers and products); every row is checked before anything changes.
 */
export function AdminCatalogImportScreen() {
  const { t } = useT('admin-catalog');
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
      const answer = await uploadCatalogCsv(file, setProgress);
      if (answer.result) setResult(answer.result);
      else if (answer.status === 401) await router.push('/admin/login');
      else setProblem(answer.error?.code ? t(`import_error_${answer.error.code}`, { defaultValue: t('import_error_other', { message: answer.error.message ?? '' }) }) : t('error_generic'));
    } catch {
      setProblem(t('error_generic'));
    } finally {
      setRunning(false);
    }
  };

  const errorColumns: Column<CatalogImportIssue>[] = [
    { key: 'line', header: t('col_line'), numeric: true, cell: (e) => e.line },
    { key: 'column', header: t('col_column'), cell: (e) => <code>{e.column}</code> },
    { key: 'problem', header: t('col_problem'), cell: (e) => t(`import_error_${e.code}`, { defaultValue: t('import_error_other', { message: e.message }) }) },
  ];

  const percent = progress ? percentOf(progress) : 0;
  const phaseText = progress
    ? progress.phase === 'upload'
      ? t('phase_upload', { percent: Math.round((100 * progress.done) / Math.max(1, progress.total)) })
      : t(`phase_${progress.phase}`, { done: progress.done, total: progress.total })
    : '';
  return (
    <AdminShell title={t('import_title')}>
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
          <DataTable
            columns={errorColumns}
            rows={result.errors}
            rowKey={(_e, i) => i}
            labelledBy="import-errors-title"
            testId="admin-catalog-import-errors"
            rowTestId="admin-catalog-import-error"
            className={own.errorTable}
          />
          {result.errorCount > result.errors.length ? <p>{t('import_more_errors', { count: result.errorCount - result.errors.length })}</p> : null}
        </>
      ) : null}
    </AdminShell>
  );
}
