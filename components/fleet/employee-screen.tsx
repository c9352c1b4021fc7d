import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import type { DeviceView, EmployeeDetail } from '@/lib/fleet/types';
import { useT } from '@/lib/i18n';
import { DeviceTable } from './device-table';
import { EmployeeFields, employeeFormData } from './employees-screen';
import { FleetShell } from './fleet-shell';
import { ApiFailure, fieldErrors, sendAccountApi, useAccountApi } from './use-account-api';
import styles from './fleet.module.css';

/** /account/devices/employees/{id}: details (editable), their devices (back to the pool), and assigning from the pool. */
export function EmployeeScreen({ employeeId }: { employeeId: string }) {
  const { t } = useT('fleet');
  const detail = useAccountApi<EmployeeDetail>(`/v1/account/employees/${employeeId}`);
  const poolList = useAccountApi<{ items: DeviceView[] }>('/v1/account/devices?status=in_pool');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [mine, setMine] = useState<Set<string>>(new Set());
  const [fromPool, setFromPool] = useState<Set<string>>(new Set());

  const e = detail.data;
  const name = e ? `${e.firstName} ${e.lastName}` : '';
  const toggle = (setter: typeof setMine) => (id: string) =>
    setter((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      const text = await action();
      setMessage({ kind: 'ok', text });
      setMine(new Set());
      setFromPool(new Set());
      await Promise.all([detail.mutate(), poolList.mutate()]);
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof ApiFailure && err.code === 'device_unavailable' ? t('error_device_unavailable') : err instanceof ApiFailure && err.status === 404 ? t('error_not_found') : t('error_generic'),
      });
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = employeeFormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    try {
      await sendAccountApi(`/v1/account/employees/${employeeId}`, 'PATCH', body);
      setErrors({});
      setMessage({ kind: 'ok', text: t('employee_saved') });
      await detail.mutate();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      if (!Object.keys(fields).length) setMessage({ kind: 'error', text: t('error_generic') });
    } finally {
      setBusy(false);
    }
  };

  if (detail.error) {
    return (
      <FleetShell section="employees" title={t('employees_title')} showFleet>
        <p className={styles.error} role="alert">
          {detail.error.status === 404 ? t('error_not_found') : t('load_error')}
        </p>
        <Link href="/account/devices/employees">{t('employee_back')}</Link>
      </FleetShell>
    );
  }
  if (!e) {
    return (
      <FleetShell section="employees" title={t('employees_title')} showFleet>
        <p className={styles.muted}>{t('loading')}</p>
      </FleetShell>
    );
  }
  const pool = poolList.data?.items ?? [];
  return (
    <FleetShell section="employees" title={name} intro={[e.department, e.email].filter(Boolean).join(' · ')} showFleet>
      <p>
        <Link href="/account/devices/employees">← {t('employee_back')}</Link>
      </p>
      {message ? (
        <p className={message.kind === 'ok' ? styles.success : styles.error} role={message.kind === 'ok' ? 'status' : 'alert'} data-testid="employee-message">
          {message.text}
        </p>
      ) : null}
      <section className={styles.panel} aria-labelledby="mine-title">
        <h2 id="mine-title">{t('employee_devices', { name })}</h2>
        {e.devices.length === 0 ? (
          <p className={styles.muted} data-testid="employee-no-devices">
            {t('employee_no_devices', { name })}
          </p>
        ) : (
          <>
            <DeviceTable devices={e.devices} selected={mine} onToggle={toggle(setMine)} onToggleAll={(on) => setMine(on ? new Set(e.devices.map((d) => d.id)) : new Set())} hideEmployee testId="employee-devices" />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={busy || mine.size === 0}
                onClick={() =>
                  void run(async () => {
                    await sendAccountApi('/v1/account/devices/pool', 'POST', { deviceIds: [...mine] });
                    return t('pooled', { count: mine.size });
                  })
                }
                data-testid="employee-pool-submit"
              >
                {t('action_pool')}
              </Button>
            </div>
          </>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="pool-title">
        <h2 id="pool-title">{t('employee_assign_from_pool')}</h2>
        <p>
          <Link href="/account/devices/pool">{t('employee_to_pool')}</Link>
        </p>
        {!poolList.data ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : pool.length === 0 ? (
          <p className={styles.muted}>{t('employee_pool_empty')}</p>
        ) : (
          <>
            <DeviceTable devices={pool} selected={fromPool} onToggle={toggle(setFromPool)} onToggleAll={(on) => setFromPool(on ? new Set(pool.map((d) => d.id)) : new Set())} hideEmployee testId="employee-pool" />
            <div className={styles.actions}>
              <Button
                disabled={busy || fromPool.size === 0}
                onClick={() =>
                  void run(async () => {
                    await sendAccountApi('/v1/account/devices/assign', 'POST', { deviceIds: [...fromPool], employeeId });
                    return t('assigned', { count: fromPool.size, name });
                  })
                }
                data-testid="employee-assign-submit"
              >
                {t('employee_assign_selected')}
              </Button>
            </div>
          </>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="edit-title">
        <h2 id="edit-title">{t('employee_edit_title')}</h2>
        <form onSubmit={save} noValidate className={styles.formGrid} key={`${e.firstName}|${e.lastName}|${e.email}|${e.department}`}>
          <EmployeeFields initial={e} errors={errors} />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy} data-testid="employee-save">
              {busy ? t('employee_saving') : t('employee_save')}
            </Button>
          </div>
        </form>
      </section>
    </FleetShell>
  );
}
