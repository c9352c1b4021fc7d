import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { Button } from '@/components/common/button';
import { ErrorPage } from '@/components/common/error-page';
import { Seo } from '@/components/common/seo';
import { accountApiUrl, apiFetch, parseApiError } from '@/lib/api-client';
import { useAccountResource } from '@/lib/account-client';
import { AccountTiles, type AccountSummary } from './account-tiles';
import { writeAuthToken } from '@/lib/auth-token';
import { useT } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth';
import { FormAlert, TextField } from './fields';
import styles from './account.module.css';
import area from './area.module.css';
import overview from './overview.module.css';
import { formatPrice } from '@/lib/catalog/money';
import { berlinDate } from '@/lib/intl';

/** What the overview shows of the customer (from the server, never the password hash). */
type OverviewCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  customerType: 'private' | 'business';
  company: string | null;
  vatId: string | null;
};

type OverviewOrder = { id: string; orderNumber: string; totalCents: number; status: string; createdAt: string };

export type AccountOverviewProps = { customer: OverviewCustomer; orders: OverviewOrder[] };


/** /account: greeting, latest orders, account details, password change and the account areas. */
export function AccountOverview({ customer, orders }: AccountOverviewProps) {
  const { t, locale } = useT('account');
  const { status, logout } = useAuthStore();
  const [unauthorized, setUnauthorized] = useState(false);
  const summary = useAccountResource<AccountSummary>('/v1/account/summary');
  if (unauthorized) return <ErrorPage code={401} />;

  const date = berlinDate(locale);
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('overview_title')} noindex />
      <div className={overview.head}>
        <div>
          <p className={overview.eyebrow}>{t('overview_title')}</p>
          <h1 data-testid="account-greeting">{t('greeting', { firstName: customer.firstName })}</h1>
          <p>{t('overview_intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => void logout(locale === 'en' ? 'en' : 'de')} disabled={status === 'logging-out'} data-testid="logout">
          {status === 'logging-out' ? t('logging_out') : t('logout')}
        </Button>
      </div>
      <div className={overview.grid}>
        <div className={overview.main}>
          <section className={overview.panel} aria-labelledby="orders-title">
            <h2 id="orders-title">{t('orders_title')}</h2>
            {orders.length === 0 ? (
              <p className={overview.empty} data-testid="orders-empty">
                {t('orders_empty')}
              </p>
            ) : (
              <div className={overview.tableWrap}>
                <table className={area.table} data-testid="orders-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('orders_number')}</th>
                      <th scope="col">{t('orders_date')}</th>
                      <th scope="col">{t('orders_status')}</th>
                      <th scope="col" className={area.num}>
                        {t('orders_total')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {orders.map((o) => (
                      <tr key={o.orderNumber}>
                        <td data-label={t('orders_number')}>
                          <Link href={`/account/orders/${o.id}`} data-testid="latest-order-link">
                            {o.orderNumber}
                          </Link>
                        </td>
                        <td data-label={t('orders_date')}>{date.format(new Date(o.createdAt))}</td>
                        <td data-label={t('orders_status')} data-testid="latest-order-status">{t(`account-area:status_${o.status}`)}</td>
                        <td data-label={t('orders_total')} className={area.num}>
                          {formatPrice(o.totalCents, locale)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <Link href="/account/orders" data-testid="all-orders-link">
                {t('account-area:all_orders')}
              </Link>
            </p>
          </section>
          <section aria-labelledby="areas-title">
            <h2 id="areas-title" className="visually-hidden">
              {t('areas_title')}
            </h2>
            <AccountTiles summary={summary.data ?? null} loading={summary.isLoading} />
          </section>
        </div>
        <div className={overview.side}>
          <section className={overview.panel} aria-labelledby="profile-title">
            <h2 id="profile-title">{t('profile_title')}</h2>
            <dl className={overview.details}>
              <dt>{t('profile_name')}</dt>
              <dd>
                {customer.firstName} {customer.lastName}
              </dd>
              <dt>{t('profile_email')}</dt>
              <dd data-testid="account-email">{customer.email}</dd>
              <dt>{t('profile_type')}</dt>
              <dd>{t(`customer_type_${customer.customerType}`)}</dd>
              {customer.company ? (
                <>
                  <dt>{t('profile_company')}</dt>
                  <dd>{customer.company}</dd>
                </>
              ) : null}
              {customer.vatId ? (
                <>
                  <dt>{t('profile_vat_id')}</dt>
                  <dd>{customer.vatId}</dd>
                </>
              ) : null}
            </dl>
            <p>
              <Link href="/account/profile" data-testid="profile-link">
                {t('account-profile:edit_link')}
              </Link>
            </p>
          </section>
          <ChangePassword onUnauthorized={() => setUnauthorized(true)} />
        </div>
      </div>
    </div>
  );
}

type PasswordState = { phase: 'idle' | 'saving' | 'done'; errorKey: string | null; fields: string[] };

function ChangePassword({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { t } = useT('account');
  const [state, setState] = useState<PasswordState>({ phase: 'idle', errorKey: null, fields: [] });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setState({ phase: 'saving', errorKey: null, fields: [] });
    try {
      const res = await apiFetch(accountApiUrl('/v1/account/password'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword: data.get('currentPassword'), newPassword: data.get('newPassword') }),
      });
      if (res.status === 401) return onUnauthorized();
      if (res.ok) {
        writeAuthToken(((await res.json()) as { authToken: string }).authToken);
        form.reset();
        return setState({ phase: 'done', errorKey: null, fields: [] });
      }
      const error = parseApiError(await res.text());
      const fields = (error?.details ?? []).map((d) => d.path ?? '');
      const errorKey = res.status === 429 ? 'error_rate_limited' : error?.code === 'wrong_password' ? 'error_wrong_password' : fields.length ? null : 'error_generic';
      setState({ phase: 'idle', errorKey, fields });
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      setState({ phase: 'idle', errorKey: 'error_network', fields: [] });
    }
  };

  return (
    <section className={overview.panel} aria-labelledby="password-title">
      <h2 id="password-title">{t('password_title')}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="password-form" aria-busy={state.phase === 'saving'}>
        {state.errorKey ? <FormAlert>{t(state.errorKey)}</FormAlert> : null}
        {state.phase === 'done' ? (
          <p className={styles.success} role="status">
            {t('password_changed')}
          </p>
        ) : null}
        <TextField label={t('current_password')} name="currentPassword" type="password" autoComplete="current-password" required data-testid="password-current" />
        <TextField
          label={t('new_password')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={t('password_hint')}
          error={state.fields.includes('newPassword') ? t('field_error_newPassword') : null}
          data-testid="password-new"
        />
        <Button type="submit" variant="secondary" disabled={state.phase === 'saving'} data-testid="password-submit">
          {state.phase === 'saving' ? t('submitting') : t('submit_password_change')}
        </Button>
      </form>
    </section>
  );
}
