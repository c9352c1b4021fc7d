import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import { CATEGORIES } from '@/lib/catalog/constants';
import { DEVICE_SORTS } from '@/lib/contracts/fleet';
import { DEVICE_STATUSES } from '@/lib/fleet/constants';
import type { DeviceView, EmployeeView, ServiceRequestView } from '@/lib/fleet/types';
import { accountApiUrl } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { DeviceTable } from './device-table';
import { FleetShell } from './fleet-shell';
import { ApiFailure, fieldErrors, sendAccountApi, useAccountApi } from './use-account-api';
import styles from './fleet.module.css';
import buttons from '@/components/common/button.module.css';

export type DevicesScreenProps = { mode: 'all' | 'pool'; company: string | null; locale: 'de' | 'en' };

type Filters = { q: string; category: string; status: string; employeeId: string; sort: string; dir: string };
const EMPTY: Filters = { q: '', category: '', status: '', employeeId: '', sort: '', dir: '' };

function queryString(f: Filters, pool: boolean): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  if (pool) p.set('status', 'in_pool');
  return p.toString();
}

/** /account/devices and /account/devices/pool: search, filters, sort, CSV, and the actions on selected devices. */
export function DevicesScreen({ mode, company, locale }: DevicesScreenProps) {
  const { t } = useT(['fleet', 'common']);
  const pool = mode === 'pool';
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const qs = queryString(filters, pool);
  const list = useAccountApi<{ items: DeviceView[] }>(`/v1/account/devices${qs ? `?${qs}` : ''}`);
  const staff = useAccountApi<{ items: EmployeeView[] }>('/v1/account/employees');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [assignee, setAssignee] = useState('');
  const [eolOpen, setEolOpen] = useState(false);

  const devices = useMemo(() => list.data?.items ?? [], [list.data]);
  const visibleSelected = new Set(devices.filter((d) => selected.has(d.id)).map((d) => d.id));
  const set = (k: keyof Filters) => (value: string) => setFilters((f) => ({ ...f, [k]: value }));
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const failText = (err: unknown) =>
    err instanceof ApiFailure && err.code === 'device_unavailable'
      ? t('fleet:error_device_unavailable')
      : err instanceof ApiFailure && err.status === 404
        ? t('fleet:error_not_found')
        : t('fleet:error_generic');

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      const text = await action();
      setSelected(new Set());
      setMessage({ kind: 'ok', text });
      await Promise.all([list.mutate(), staff.mutate()]);
    } catch (err) {
      setMessage({ kind: 'error', text: failText(err) });
    } finally {
      setBusy(false);
    }
  };

  const ids = [...visibleSelected];
  const assign = () =>
    run(async () => {
      await sendAccountApi('/v1/account/devices/assign', 'POST', { deviceIds: ids, employeeId: assignee });
      const e = staff.data?.items.find((x) => x.id === assignee);
      return t('fleet:assigned', { count: ids.length, name: e ? `${e.firstName} ${e.lastName}` : '' });
    });
  const toPool = () =>
    run(async () => {
      await sendAccountApi('/v1/account/devices/pool', 'POST', { deviceIds: ids });
      return t('fleet:pooled', { count: ids.length });
    });

  const exportHref = accountApiUrl(`/v1/account/devices/export?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(qs)), locale }).toString()}`);
  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <FleetShell section={pool ? 'pool' : 'devices'} title={t(pool ? 'fleet:pool_title' : 'fleet:devices_title')} intro={t(pool ? 'fleet:pool_intro' : 'fleet:devices_intro')} showFleet>
      <section className={styles.panel} aria-label={t('fleet:search_label')}>
        <div className={styles.filters}>
          <label className={styles.control}>
            {t('fleet:search_label')}
            <input type="search" value={filters.q} placeholder={t('fleet:search_placeholder')} onChange={(e) => set('q')(e.target.value)} data-testid="device-search" />
          </label>
          <label className={styles.control}>
            {t('fleet:filter_category')}
            <select value={filters.category} onChange={(e) => set('category')(e.target.value)} data-testid="filter-category">
              <option value="">{t('fleet:filter_all')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`common:category_${c}`)}
                </option>
              ))}
            </select>
          </label>
          {pool ? null : (
            <>
              <label className={styles.control}>
                {t('fleet:filter_status')}
                <select value={filters.status} onChange={(e) => set('status')(e.target.value)} data-testid="filter-status">
                  <option value="">{t('fleet:filter_all')}</option>
                  {DEVICE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`fleet:status_${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.control}>
                {t('fleet:filter_employee')}
                <select value={filters.employeeId} onChange={(e) => set('employeeId')(e.target.value)} data-testid="filter-employee">
                  <option value="">{t('fleet:filter_all')}</option>
                  <option value="none">{t('fleet:filter_unassigned')}</option>
                  {(staff.data?.items ?? []).map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.lastName}, {e.firstName}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          <label className={styles.control}>
            {t('fleet:sort_label')}
            <select value={filters.sort} onChange={(e) => set('sort')(e.target.value)} data-testid="sort">
              {DEVICE_SORTS.map((s) => (
                <option key={s} value={s === 'purchased' ? '' : s}>
                  {t(`fleet:sort_${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            <span className="visually-hidden">{t('fleet:sort_label')}</span>
            <select value={filters.dir} onChange={(e) => set('dir')(e.target.value)} aria-label={t('fleet:sort_label')} data-testid="sort-dir">
              <option value="">{filters.sort ? t('fleet:dir_asc') : t('fleet:dir_desc')}</option>
              <option value={filters.sort ? 'desc' : 'asc'}>{filters.sort ? t('fleet:dir_desc') : t('fleet:dir_asc')}</option>
            </select>
          </label>
        </div>
        <div className={styles.toolbar}>
          <p className={styles.muted} role="status" data-testid="device-count">
            {list.data ? t('fleet:count_devices', { count: devices.length }) : t('fleet:loading')}
          </p>
          <div className={styles.actions}>
            {hasFilters ? (
              <Button variant="secondary" onClick={() => setFilters(EMPTY)}>
                {t('fleet:reset_filters')}
              </Button>
            ) : null}
            <a className={`${buttons.button} ${buttons.secondary}`} href={exportHref} download data-testid="devices-export">
              {t('fleet:export_csv')}
            </a>
          </div>
        </div>
      </section>

      {message ? (
        <p className={message.kind === 'ok' ? styles.success : styles.error} role={message.kind === 'ok' ? 'status' : 'alert'} data-testid="device-message">
          {message.text}
        </p>
      ) : null}

      {ids.length > 0 ? (
        <section className={styles.panel} aria-label={t('fleet:selected', { count: ids.length })} data-testid="device-actions">
          <p className={styles.muted}>
            <strong>{t('fleet:selected', { count: ids.length })}</strong>
          </p>
          <div className={styles.actions}>
            <label className={styles.control}>
              {t('fleet:assign_to')}
              <select value={assignee} onChange={(e) => setAssignee(e.target.value)} data-testid="assign-employee">
                <option value="">{t('fleet:assign_choose')}</option>
                {(staff.data?.items ?? []).map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.lastName}, {e.firstName}
                  </option>
                ))}
              </select>
            </label>
            <Button onClick={() => void assign()} disabled={busy || !assignee} data-testid="assign-submit">
              {t('fleet:action_assign_submit')}
            </Button>
            {pool ? null : (
              <Button variant="secondary" onClick={() => void toPool()} disabled={busy} data-testid="pool-submit">
                {t('fleet:action_pool')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setEolOpen(true)} disabled={busy} data-testid="eol-open">
              {t('fleet:action_eol')}
            </Button>
          </div>
          {staff.data && staff.data.items.length === 0 ? <p className={styles.muted}>{t('fleet:assign_no_employees')}</p> : null}
        </section>
      ) : null}

      {eolOpen && ids.length > 0 ? (
        <EndOfLifeForm
          devices={devices.filter((d) => visibleSelected.has(d.id))}
          company={company}
          onCancel={() => setEolOpen(false)}
          onDone={async (r) => {
            setEolOpen(false);
            setSelected(new Set());
            setMessage({ kind: 'ok', text: t('fleet:eol_done', { number: r.number }) });
            await list.mutate();
          }}
        />
      ) : null}

      <section className={styles.panel} aria-label={t(pool ? 'fleet:pool_title' : 'fleet:devices_title')}>
        {list.error ? (
          <div className={styles.error} role="alert">
            {t('fleet:load_error')}{' '}
            <Button variant="secondary" onClick={() => void list.mutate()}>
              {t('fleet:retry')}
            </Button>
          </div>
        ) : !list.data ? (
          <p className={styles.muted}>{t('fleet:loading')}</p>
        ) : devices.length === 0 ? (
          <p className={styles.muted} data-testid="devices-empty">
            {pool && !hasFilters ? t('fleet:empty_pool') : hasFilters ? t('fleet:empty_devices') : t('fleet:empty_devices_none')}
          </p>
        ) : (
          <DeviceTable
            devices={devices}
            selected={visibleSelected}
            onToggle={toggle}
            onToggleAll={(on) => setSelected(on ? new Set(devices.map((d) => d.id)) : new Set())}
            testId={pool ? 'pool-table' : 'device-table'}
          />
        )}
      </section>
    </FleetShell>
  );
}

const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'DK', 'PL', 'CZ'] as const;

function EndOfLifeForm({ devices, company, onCancel, onDone }: { devices: DeviceView[]; company: string | null; onCancel: () => void; onDone: (r: ServiceRequestView) => Promise<void> }) {
  const { t } = useT('fleet');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const s = (k: string) => String(data.get(k) ?? '');
    setBusy(true);
    setFailure(null);
    try {
      const created = await sendAccountApi<ServiceRequestView>('/v1/account/service-requests', 'POST', {
        deviceIds: devices.map((d) => d.id),
        contactName: s('contactName'),
        contactPhone: s('contactPhone'),
        pickupAddress: { street: s('street'), postalCode: s('postalCode'), city: s('city'), country: s('country'), company: s('company') },
        preferredDate: s('preferredDate'),
        note: s('note'),
      });
      setErrors({});
      await onDone(created);
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(err instanceof ApiFailure && err.code === 'already_requested' ? t('error_already_requested') : t('error_generic'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, path: string, props: Record<string, unknown> = {}) => (
    <label className={styles.control}>
      {label}
      <input name={name} aria-invalid={errors[path] ? true : undefined} aria-describedby={errors[path] ? `eol-${name}-error` : undefined} {...props} />
      {errors[path] ? (
        <span id={`eol-${name}-error`} className={styles.fieldError}>
          {t(`error_${errors[path]}`)}
        </span>
      ) : null}
    </label>
  );

  return (
    <section className={styles.panel} aria-labelledby="eol-title" data-testid="eol-form">
      <h2 id="eol-title">{t('eol_title')}</h2>
      <p className={styles.muted}>{t('eol_intro')}</p>
      <p className={styles.muted}>
        <strong>{t('eol_devices')}:</strong> {devices.map((d) => d.serialNumber).join(', ')}
      </p>
      <form onSubmit={submit} noValidate className={styles.formGrid}>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        {field('contactName', t('eol_contact'), 'contactName', { autoComplete: 'name', required: true })}
        {field('contactPhone', t('eol_phone'), 'contactPhone', { type: 'tel', autoComplete: 'tel' })}
        {field('company', t('eol_company'), 'pickupAddress.company', { defaultValue: company ?? '', autoComplete: 'organization' })}
        {field('street', t('eol_street'), 'pickupAddress.street', { autoComplete: 'street-address', required: true })}
        {field('postalCode', t('eol_postal_code'), 'pickupAddress.postalCode', { autoComplete: 'postal-code', required: true })}
        {field('city', t('eol_city'), 'pickupAddress.city', { autoComplete: 'address-level2', required: true })}
        <label className={styles.control}>
          {t('eol_country')}
          <select name="country" defaultValue="DE" autoComplete="country">
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`country_${c}`)}
              </option>
            ))}
          </select>
        </label>
        {field('preferredDate', t('eol_date'), 'preferredDate', { type: 'date' })}
        <label className={styles.control}>
          {t('eol_note')}
          <textarea name="note" rows={3} />
        </label>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} data-testid="eol-submit">
            {t('eol_submit')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('eol_cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
