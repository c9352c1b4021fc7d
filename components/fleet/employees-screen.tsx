import Link from 'next/link';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import type { EmployeeView } from '@/lib/fleet/types';
import { useT } from '@/lib/i18n';
import { FleetShell } from './fleet-shell';
import { ApiFailure, fieldErrors, sendAccountApi, useAccountApi } from './use-account-api';
import styles from './fleet.module.css';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/** The employee form's fields (create and edit), with errors from the API by field. */
export function EmployeeFields({ initial, errors }: { initial?: Partial<EmployeeView>; errors: Record<string, string> }) {
  const { t } = useT('fleet');
  const f = (name: keyof EmployeeView, label: string, props: Record<string, unknown> = {}) => (
    <label className={styles.control}>
      {label}
      <input
        name={name}
        defaultValue={(initial?.[name] as string | null | undefined) ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `emp-${name}-error` : undefined}
        data-testid={`employee-${name}`}
        {...props}
      />
      {errors[name] ? (
        <span id={`emp-${name}-error`} className={styles.fieldError}>
          {t(`error_${errors[name]}`)}
        </span>
      ) : null}
    </label>
  );
  return (
    <>
      {f('firstName', t('employee_first_name'), { required: true, autoComplete: 'off' })}
      {f('lastName', t('employee_last_name'), { required: true, autoComplete: 'off' })}
      {f('email', t('employee_email'), { type: 'email', autoComplete: 'off' })}
      {f('department', t('employee_department'), { autoComplete: 'off' })}
    </>
  );
}

export function employeeFormData(form: HTMLFormElement) {
  const data = new FormData(form);
  const s = (k: string) => String(data.get(k) ?? '');
  return { firstName: s('firstName'), lastName: s('lastName'), email: s('email'), department: s('department') };
}

/** /account/devices/employees: list, add, import from CSV, delete with confirmation. */
export function EmployeesScreen() {
  const { t } = useT('fleet');
  const list = useAccountApi<{ items: EmployeeView[] }>('/v1/account/employees');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<EmployeeView | null>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = employeeFormData(form);
    setBusy(true);
    setMessage(null);
    try {
      const created = await sendAccountApi<EmployeeView>('/v1/account/employees', 'POST', body);
      setErrors({});
      form.reset();
      setMessage({ kind: 'ok', text: t('employee_created', { name: `${created.firstName} ${created.lastName}` }) });
      await list.mutate();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      if (!Object.keys(fields).length) setMessage({ kind: 'error', text: t('error_generic') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (e: EmployeeView) => {
    setBusy(true);
    try {
      const r = await sendAccountApi<{ returnedToPool: number }>(`/v1/account/employees/${e.id}`, 'DELETE');
      setConfirm(null);
      setMessage({ kind: 'ok', text: t('employee_deleted', { count: r.returnedToPool, name: `${e.firstName} ${e.lastName}` }) });
      await list.mutate();
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiFailure && err.status === 404 ? t('error_not_found') : t('error_generic') });
    } finally {
      setBusy(false);
    }
  };

  const items = list.data?.items ?? [];
  return (
    <FleetShell section="employees" title={t('employees_title')} intro={t('employees_intro')} showFleet>
      {message ? (
        <p className={message.kind === 'ok' ? styles.success : styles.error} role={message.kind === 'ok' ? 'status' : 'alert'} data-testid="employee-message">
          {message.text}
        </p>
      ) : null}
      {confirm ? (
        <section className={styles.confirm} role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text" data-testid="delete-confirm">
          <h2 id="confirm-title">{t('employee_delete_title', { name: `${confirm.firstName} ${confirm.lastName}` })}</h2>
          <p id="confirm-text">
            {confirm.deviceCount === 0
              ? t('employee_delete_text_zero', { name: confirm.firstName })
              : t('employee_delete_text', { count: confirm.deviceCount, name: confirm.firstName })}
          </p>
          <div className={styles.actions}>
            <Button onClick={() => void remove(confirm)} disabled={busy} data-testid="delete-confirm-submit" autoFocus>
              {t('employee_delete_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('eol_cancel')}
            </Button>
          </div>
        </section>
      ) : null}
      <section className={styles.panel} aria-labelledby="employees-list">
        <h2 id="employees-list">{t('employees_title')}</h2>
        {list.error ? (
          <p className={styles.error} role="alert">
            {t('load_error')}
          </p>
        ) : !list.data ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : items.length === 0 ? (
          <p className={styles.muted}>{t('employees_empty')}</p>
        ) : (
          <table className={styles.table} data-testid="employee-table">
            <thead>
              <tr>
                <th scope="col">{t('col_name')}</th>
                <th scope="col">{t('col_email')}</th>
                <th scope="col">{t('col_department')}</th>
                <th scope="col" className={styles.num}>
                  {t('col_devices')}
                </th>
                <th scope="col">{t('col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id} data-testid="employee-row" data-name={`${e.firstName} ${e.lastName}`}>
                  <th scope="row" className={styles.wide}>
                    <Link href={`/account/devices/employees/${e.id}`}>
                      {e.lastName}, {e.firstName}
                    </Link>
                  </th>
                  <td data-label={t('col_email')}>{e.email ?? '–'}</td>
                  <td data-label={t('col_department')}>{e.department ?? '–'}</td>
                  <td data-label={t('col_devices')} className={styles.num}>
                    {e.deviceCount}
                  </td>
                  <td data-label={t('col_actions')}>
                    <Button variant="secondary" onClick={() => setConfirm(e)} aria-label={`${t('employee_delete')}: ${e.firstName} ${e.lastName}`} data-testid={`delete-${e.id}`}>
                      {t('employee_delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={styles.grid2}>
        <section className={styles.panel} aria-labelledby="employee-new">
          <h2 id="employee-new">{t('employee_new')}</h2>
          <form onSubmit={create} noValidate className={styles.formGrid} data-testid="employee-form">
            <EmployeeFields errors={errors} />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy} data-testid="employee-submit">
                {busy ? t('employee_saving') : t('employee_create')}
              </Button>
            </div>
          </form>
        </section>
        <ImportPanel onImported={() => void list.mutate()} />
      </div>
    </FleetShell>
  );
}

type ImportError = { line: number; field: string | null; code: string };

function ImportPanel({ onImported }: { onImported: () => void }) {
  const { t } = useT('fleet');
  const [csv, setCsv] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    setProblems([]);
    setDone(null);
    const file = e.target.files?.[0];
    if (!file) return setCsv(null);
    if (file.size > 200_000) {
      setCsv(null);
      return setProblems([t('import_error_file_too_large')]);
    }
    setCsv(await file.text());
  };

  const describe = (p: ImportError) => {
    const key = `import_error_${p.code}`;
    const known = t(key) !== key ? t(key) : t(`error_${p.code}`);
    const what = p.field ? `${t(`import_field_${p.field}`)}: ${known}` : known;
    return t('import_error_line', { line: p.line, message: what });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!csv) return setProblems([t('error_required')]);
    setBusy(true);
    try {
      const r = await sendAccountApi<{ imported: number }>('/v1/account/employees/import', 'POST', { csv });
      setProblems([]);
      setDone(t('import_done', { count: r.imported }));
      onImported();
    } catch (err) {
      if (err instanceof ApiFailure && err.code === 'import_invalid' && Array.isArray(err.details)) setProblems((err.details as ImportError[]).map(describe));
      else setProblems([t('error_generic')]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="import-title">
      <h2 id="import-title">{t('import_title')}</h2>
      <p className={styles.muted}>{t('import_intro')}</p>
      <form onSubmit={submit} noValidate className={styles.formGrid} data-testid="import-form">
        <label className={styles.control}>
          {t('import_file')}
          <input type="file" accept=".csv,text/csv" onChange={(e) => void pick(e)} data-testid="import-file" />
        </label>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={busy} data-testid="import-submit">
            {t('import_submit')}
          </Button>
        </div>
      </form>
      {done ? (
        <p className={styles.success} role="status">
          {done}
        </p>
      ) : null}
      {problems.length ? (
        <div className={styles.error} role="alert" data-testid="import-errors">
          <p>{t('import_errors')}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
