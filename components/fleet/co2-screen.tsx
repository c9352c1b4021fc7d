import Link from 'next/link';
import type { Co2Report } from '@/lib/fleet/types';
import { accountApiUrl } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import buttons from '@/components/common/button.module.css';
import { FleetShell } from './fleet-shell';
import { useAccountApi } from './use-account-api';
import styles from './fleet.module.css';
import { berlinDate, dateTimeFormat, localeTag, numberFormat } from '@/lib/intl';

/** /account/co2-savings: total, by category, by month (chart with table), per device, the method, CSV and certificate. */
export function Co2Screen({ showFleet, locale }: { showFleet: boolean; locale: 'de' | 'en' }) {
  const { t } = useT(['fleet', 'common', 'content']);
  const report = useAccountApi<Co2Report>('/v1/account/co2');
  const tag = localeTag(locale);
  const num = (n: number) => numberFormat(tag).format(n);
  const month = (m: string) => dateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  const date = berlinDate(locale);
  const r = report.data;
  const max = r ? Math.max(1, ...r.byMonth.map((m) => m.kg)) : 1;
  return (
    <FleetShell section="co2" title={t('fleet:co2_title')} intro={t('fleet:co2_intro')} showFleet={showFleet}>
      {report.error ? (
        <p className={styles.error} role="alert">
          {t('fleet:load_error')}
        </p>
      ) : !r ? (
        <p className={styles.muted}>{t('fleet:loading')}</p>
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="co2-total-label">
            <h2 id="co2-total-label">{t('fleet:co2_total_label')}</h2>
            <p className={styles.total} data-testid="co2-total">
              {t('fleet:co2_total', { kg: num(r.totalKg) })}
            </p>
            <p className={styles.muted}>{r.deviceCount ? t('fleet:co2_devices', { count: r.deviceCount }) : t('fleet:co2_empty')}</p>
            {r.deviceCount ? (
              <div className={styles.actions}>
                <a className={`${buttons.button} ${buttons.primary}`} href={accountApiUrl(`/v1/account/co2/certificate?locale=${locale}`)} download data-testid="co2-certificate">
                  {t('fleet:co2_certificate')}
                </a>
                <a className={`${buttons.button} ${buttons.secondary}`} href={accountApiUrl(`/v1/account/co2/export?locale=${locale}`)} download data-testid="co2-export">
                  {t('fleet:co2_export_csv')}
                </a>
              </div>
            ) : null}
          </section>
          {r.deviceCount ? (
            <div className={styles.grid2}>
              <section className={styles.panel} aria-labelledby="co2-cat">
                <h2 id="co2-cat">{t('fleet:co2_by_category')}</h2>
                <table className={styles.table} data-testid="co2-by-category">
                  <thead>
                    <tr>
                      <th scope="col">{t('fleet:col_category')}</th>
                      <th scope="col" className={styles.num}>
                        {t('fleet:col_devices')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('fleet:col_co2')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.byCategory.map((c) => (
                      <tr key={c.category}>
                        <th scope="row">{t(`common:category_${c.category}`)}</th>
                        <td data-label={t('fleet:col_devices')} className={styles.num}>
                          {num(c.devices)}
                        </td>
                        <td data-label={t('fleet:col_co2')} className={styles.num}>
                          {num(c.kg)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <section className={styles.panel} aria-labelledby="co2-month">
                <h2 id="co2-month">{t('fleet:co2_by_month')}</h2>
                <figure style={{ margin: 0 }}>
                  <div className={styles.chart} role="img" aria-label={t('fleet:co2_chart_label')}>
                    {r.byMonth.map((m) => (
                      <div key={m.month} className={styles.bar} aria-hidden="true">
                        <span style={{ height: `${Math.round((m.kg / max) * 100)}%` }} />
                        <span>{month(m.month)}</span>
                      </div>
                    ))}
                  </div>
                  <figcaption className="visually-hidden">{t('fleet:co2_chart_label')}</figcaption>
                </figure>
                <table className={styles.table} data-testid="co2-by-month">
                  <thead>
                    <tr>
                      <th scope="col">{t('fleet:co2_month')}</th>
                      <th scope="col" className={styles.num}>
                        {t('fleet:col_devices')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('fleet:col_co2')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.byMonth.map((m) => (
                      <tr key={m.month}>
                        <th scope="row">{month(m.month)}</th>
                        <td data-label={t('fleet:col_devices')} className={styles.num}>
                          {num(m.devices)}
                        </td>
                        <td data-label={t('fleet:col_co2')} className={styles.num}>
                          {num(m.kg)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </div>
          ) : null}
          <section className={styles.panel} aria-labelledby="co2-method">
            <h2 id="co2-method">{t('fleet:co2_method')}</h2>
            <p className={styles.muted}>{t('fleet:co2_method_text')}</p>
            <table className={styles.table} data-testid="co2-factors">
              <thead>
                <tr>
                  <th scope="col">{t('fleet:col_category')}</th>
                  <th scope="col" className={styles.num}>
                    {t('fleet:co2_factor')}
                  </th>
                  <th scope="col">{t('fleet:co2_source')}</th>
                  <th scope="col">{t('fleet:co2_year')}</th>
                </tr>
              </thead>
              <tbody>
                {r.factors.map((f) => (
                  <tr key={f.category}>
                    <th scope="row">{t(`common:category_${f.category}`)}</th>
                    <td data-label={t('fleet:co2_factor')} className={styles.num}>
                      {num(f.kg)}
                    </td>
                    <td data-label={t('fleet:co2_source')} className={styles.wide}>
                      {t(`content:co2_src_${f.source}`)}
                    </td>
                    <td data-label={t('fleet:co2_year')}>{f.year ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <Link href="/going-full-circle">{t('fleet:co2_method_link')}</Link>
            </p>
          </section>
          {r.deviceCount ? (
            <section className={styles.panel} aria-labelledby="co2-devices">
              <h2 id="co2-devices">{t('fleet:co2_per_device')}</h2>
              <table className={styles.table} data-testid="co2-devices">
                <thead>
                  <tr>
                    <th scope="col">{t('fleet:col_serial')}</th>
                    <th scope="col">{t('fleet:col_model')}</th>
                    <th scope="col">{t('fleet:col_category')}</th>
                    <th scope="col">{t('fleet:col_purchased')}</th>
                    <th scope="col" className={styles.num}>
                      {t('fleet:col_co2')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.devices.map((d) => (
                    <tr key={d.id}>
                      <td data-label={t('fleet:col_serial')} className={styles.mono}>
                        {d.serialNumber}
                      </td>
                      <td data-label={t('fleet:col_model')} className={styles.wide}>
                        {d.title}
                      </td>
                      <td data-label={t('fleet:col_category')}>{t(`common:category_${d.category}`)}</td>
                      <td data-label={t('fleet:col_purchased')}>{date.format(new Date(d.purchasedAt))}</td>
                      <td data-label={t('fleet:col_co2')} className={styles.num}>
                        {num(d.co2Kg)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </>
      )}
    </FleetShell>
  );
}
