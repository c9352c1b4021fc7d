import Link from 'next/link';
import type { DeviceView } from '@/lib/fleet/types';
import { useT } from '@/lib/i18n';
import styles from './fleet.module.css';
import { berlinDate, dateTimeFormat, localeTag } from '@/lib/intl';

export type DeviceTableProps = {
  devices: DeviceView[];
  selected?: Set<string>;
  onToggle?: (id: string) => void;
  onToggleAll?: (on: boolean) => void;
  /** hide the employee column (an employee's own list) */
  hideEmployee?: boolean;
  testId?: string;
};

/** The device list as a table (cards on a phone), optionally with a checkbox per row. */
export function DeviceTable({ devices, selected, onToggle, onToggleAll, hideEmployee, testId = 'device-table' }: DeviceTableProps) {
  const { t, locale } = useT(['fleet', 'common']);
  const tag = localeTag(locale);
  const date = berlinDate(locale);
  const day = (iso: string) => dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const today = new Date().toISOString().slice(0, 10);
  const selectable = !!selected && !!onToggle;
  const allOn = selectable && devices.length > 0 && devices.every((d) => selected.has(d.id));
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          {selectable ? (
            <th scope="col">
              <input
                type="checkbox"
                className={styles.check}
                aria-label={t('fleet:col_select_all')}
                checked={allOn}
                onChange={(e) => onToggleAll?.(e.target.checked)}
                data-testid="select-all"
              />
            </th>
          ) : null}
          <th scope="col">{t('fleet:col_serial')}</th>
          <th scope="col">{t('fleet:col_model')}</th>
          <th scope="col">{t('fleet:col_category')}</th>
          <th scope="col">{t('fleet:col_order')}</th>
          <th scope="col">{t('fleet:col_purchased')}</th>
          <th scope="col">{t('fleet:col_warranty')}</th>
          <th scope="col">{t('fleet:col_status')}</th>
          {hideEmployee ? null : <th scope="col">{t('fleet:col_employee')}</th>}
        </tr>
      </thead>
      <tbody>
        {devices.map((d) => (
          <tr key={d.id} data-testid="device-row" data-serial={d.serialNumber}>
            {selectable ? (
              <td>
                <input
                  type="checkbox"
                  className={styles.check}
                  aria-label={`${t('fleet:col_select')}: ${d.serialNumber}`}
                  checked={selected.has(d.id)}
                  onChange={() => onToggle(d.id)}
                  data-testid={`select-${d.serialNumber}`}
                />
              </td>
            ) : null}
            <td data-label={t('fleet:col_serial')} className={styles.mono}>
              {d.serialNumber}
            </td>
            <td data-label={t('fleet:col_model')} className={styles.wide}>
              {d.title}
              <span className={styles.note}>{[d.options, d.grade ? t('fleet:grade_label', { grade: d.grade }) : ''].filter(Boolean).join(' · ')}</span>
            </td>
            <td data-label={t('fleet:col_category')}>{t(`common:category_${d.category}`)}</td>
            <td data-label={t('fleet:col_order')} className={styles.mono}>
              {d.orderNumber}
            </td>
            <td data-label={t('fleet:col_purchased')}>{date.format(new Date(d.purchasedAt))}</td>
            <td data-label={t('fleet:col_warranty')}>
              {day(d.warrantyEndsOn)}
              {d.warrantyEndsOn < today ? <span className={styles.note}>{t('fleet:warranty_expired')}</span> : null}
            </td>
            <td data-label={t('fleet:col_status')}>
              <span className={styles.badge} data-status={d.status}>
                {t(`fleet:status_${d.status}`)}
              </span>
              {d.pickupRequest ? <span className={styles.note}>{t('fleet:pickup_pending', { number: d.pickupRequest.number })}</span> : null}
            </td>
            {hideEmployee ? null : (
              <td data-label={t('fleet:col_employee')}>
                {d.employee ? <Link href={`/account/devices/employees/${d.employee.id}`}>{d.employee.name}</Link> : '–'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
