import type { PostalAddress } from '@/lib/contracts/address';
import type { CustomerProfile } from '@/lib/contracts/customer';
import { useEffect, useId, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { AccountApiError, useAccountResource } from '@/lib/account-client';
import { accountApiUrl, apiFetch, parseApiError } from '@/lib/api-client';
import { writeAuthToken } from '@/lib/auth-token';
import { SHIPPING_COUNTRIES } from '@/lib/contracts/address';
import { CUSTOMER_TYPES } from '@/lib/contracts/customer';
import { passwordForm, profileForm, type ProfileForm, type ProfileFormInput } from '@/lib/contracts/profile-form';
import type { ChangePasswordInput } from '@/lib/contracts/auth';
import { useT } from '@/lib/i18n';
import type * as z from 'zod/mini';
import { usePriceDisplayStore } from '@/stores/prices';
import { AccountShell, ResourceState } from './account-shell';
import { FormAlert, TextField } from './fields';
import { useContractForm } from './use-contract-form';
import styles from './account.module.css';
import area from './area.module.css';
import profile from './profile.module.css';

/** What `GET {api}/v1/account/customer` answers. */
type ProfileData = CustomerProfile;

type AddressKey = 'billingAddress' | 'shippingAddress';
type AddressValues = { name: string; company: string; street: string; postalCode: string; city: string; country: string };
/** The form's values: the contract's input with both addresses as the fields the form shows. */
type ProfileValues = Omit<ProfileFormInput, AddressKey> & Record<AddressKey, AddressValues>;
// the contract takes any address value (blank means none); the form always holds all its fields
const profileFormSchema = profileForm as unknown as z.ZodMiniType<ProfileForm, ProfileValues>;

const emptyAddress = { name: '', company: '', street: '', postalCode: '', city: '', country: 'DE' };

function formValues(p: ProfileData): ProfileValues {
  const address = (a: PostalAddress | null): AddressValues => (a ? { name: a.name ?? '', company: a.company ?? '', street: a.street, postalCode: a.postalCode, city: a.city, country: a.country } : { ...emptyAddress });
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    customerType: p.customerType,
    company: p.company ?? '',
    vatId: p.vatId ?? '',
    phone: p.phone ?? '',
    newsletter: p.newsletter,
    locale: p.locale,
    billingAddress: address(p.billingAddress),
    shippingAddress: address(p.shippingAddress),
  };
}

/** A JSON request to the account API with the bearer token; answers status and parsed body. */
async function send(path: string, method: 'PATCH' | 'POST', body: unknown): Promise<{ status: number; json: unknown; error: ReturnType<typeof parseApiError> }> {
  const res = await apiFetch(accountApiUrl(path), { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.ok) return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null, error: null };
  return { status: res.status, json: null, error: parseApiError(text) };
}

export type ProfileScreenProps = { customerType: 'private' | 'business' };

/** /account/profile: profile and addresses, the business net-price switch, password change. */
export function ProfileScreen({ customerType }: ProfileScreenProps) {
  const { t } = useT(['account-profile', 'account', 'account-area']);
  const resource = useAccountResource<ProfileData>('/v1/account/customer');
  const [unauthorized, setUnauthorized] = useState(false);
  const fromCustomer = usePriceDisplayStore((s) => s.fromCustomer);
  const data = resource.data;

  // the record just loaded is the truth for the price display too
  useEffect(() => {
    if (data) fromCustomer(data);
  }, [data, fromCustomer]);

  const onSaved = (next: ProfileData) => {
    void resource.mutate(next, { revalidate: false });
    fromCustomer(next);
  };

  return (
    <AccountShell customerType={data?.customerType ?? customerType} title={t('title')} intro={t('intro')} back={{ href: '/account', label: t('back') }}>
      <Seo subline={t('title')} noindex />
      {unauthorized ? (
        <ResourceState error={new AccountApiError(401, 'unauthorized')} isLoading={false} />
      ) : !data ? (
        <ResourceState error={resource.error} isLoading={resource.isLoading || !resource.error} onRetry={() => void resource.mutate()} />
      ) : (
        <div className={profile.layout}>
          <ProfileFormSection data={data} onSaved={onSaved} onUnauthorized={() => setUnauthorized(true)} />
          <div className={profile.side}>
            {data.customerType === 'business' ? <NetPriceSwitch data={data} onSaved={onSaved} onUnauthorized={() => setUnauthorized(true)} /> : null}
            <PasswordSection onUnauthorized={() => setUnauthorized(true)} />
          </div>
        </div>
      )}
    </AccountShell>
  );
}

type Phase = { state: 'idle' | 'saving' | 'saved'; alert: string | null };

function ProfileFormSection({ data, onSaved, onUnauthorized }: { data: ProfileData; onSaved: (p: ProfileData) => void; onUnauthorized: () => void }) {
  const { t } = useT(['account-profile', 'account', 'account-area', 'forms']);
  const [phase, setPhase] = useState<Phase>({ state: 'idle', alert: null });
  const { form, message } = useContractForm<ProfileValues, ProfileForm>(profileFormSchema, formValues(data), { shouldUnregister: true });
  const { register, handleSubmit, setError, control, reset } = form;
  const type = useWatch({ control, name: 'customerType' });

  const onSubmit = handleSubmit(
    async (values) => {
      setPhase({ state: 'saving', alert: null });
      const business = values.customerType === 'business';
      const body = {
        firstName: values.firstName,
        lastName: values.lastName,
        customerType: values.customerType,
        company: business ? (values.company ?? null) : null,
        vatId: business ? (values.vatId ?? null) : null,
        phone: values.phone ?? null,
        newsletter: values.newsletter,
        locale: values.locale,
        billingAddress: values.billingAddress,
        shippingAddress: values.shippingAddress,
      };
      try {
        const res = await send('/v1/account/customer', 'PATCH', body);
        if (res.status === 401) return onUnauthorized();
        if (res.status === 200) {
          const saved = res.json as ProfileData;
          reset(formValues(saved));
          onSaved(saved);
          return setPhase({ state: 'saved', alert: null });
        }
        // the server names the fields it refused; the entries stay as typed
        const details = res.error?.details ?? [];
        for (const d of details) if (d.path) setError(d.path as Path<ProfileValues>, { type: 'server', message: d.code ?? 'invalid_type' });
        setPhase({ state: 'idle', alert: details.length ? 'error_invalid' : res.status === 429 ? 'error_rate_limited' : 'error_save' });
      } catch (err) {
        console.error(err instanceof Error ? err.message : String(err));
        setPhase({ state: 'idle', alert: 'error_network' });
      }
    },
    () => setPhase({ state: 'idle', alert: 'error_invalid' }),
  );

  const addressFields = (key: AddressKey) => (
    <fieldset className={profile.fieldset} data-testid={`profile-${key}`}>
      <legend>{t(key === 'billingAddress' ? 'section_billing' : 'section_shipping')}</legend>
      <p className={styles.hint}>{t('address_optional')}</p>
      <div className={styles.row}>
        <TextField {...register(`${key}.name`)} label={t('address_name')} autoComplete={`${key === 'billingAddress' ? 'billing' : 'shipping'} name`} error={message(`${key}.name`)} data-testid={`${key}-name`} />
        <TextField {...register(`${key}.company`)} label={t('address_company')} autoComplete={`${key === 'billingAddress' ? 'billing' : 'shipping'} organization`} error={message(`${key}.company`)} data-testid={`${key}-company`} />
      </div>
      <TextField {...register(`${key}.street`)} label={t('address_street')} autoComplete={`${key === 'billingAddress' ? 'billing' : 'shipping'} street-address`} error={message(`${key}.street`)} data-testid={`${key}-street`} />
      <div className={styles.row}>
        <TextField {...register(`${key}.postalCode`)} label={t('address_postal_code')} autoComplete={`${key === 'billingAddress' ? 'billing' : 'shipping'} postal-code`} error={message(`${key}.postalCode`)} data-testid={`${key}-postal-code`} />
        <TextField {...register(`${key}.city`)} label={t('address_city')} autoComplete={`${key === 'billingAddress' ? 'billing' : 'shipping'} address-level2`} error={message(`${key}.city`)} data-testid={`${key}-city`} />
      </div>
      <SelectField label={t('address_country')} error={message(`${key}.country`)} testId={`${key}-country`} {...register(`${key}.country`)}>
        {SHIPPING_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {t(`account-area:country_${c}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );

  return (
    <section className={area.panel} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('section_person')}</h2>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="profile-form" aria-busy={phase.state === 'saving'}>
        {phase.alert ? <FormAlert testId="profile-error">{t(phase.alert)}</FormAlert> : null}
        {phase.state === 'saved' ? (
          <p className={styles.success} role="status" data-testid="profile-saved">
            {t('saved')}
          </p>
        ) : null}
        <p className={styles.hint} data-testid="profile-email">
          {t('email_fixed', { email: data.email })}
        </p>
        <fieldset className={styles.switch}>
          <legend>{t('account:customer_type')}</legend>
          <div className={styles.switchOptions}>
            {CUSTOMER_TYPES.map((ct) => (
              <label key={ct} className={styles.switchOption}>
                <input type="radio" value={ct} {...register('customerType')} data-testid={`profile-type-${ct}`} />
                <span>{t(`account:customer_type_${ct}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.row}>
          <TextField {...register('firstName')} label={t('account:first_name')} autoComplete="given-name" required error={message('firstName')} data-testid="profile-first-name" />
          <TextField {...register('lastName')} label={t('account:last_name')} autoComplete="family-name" required error={message('lastName')} data-testid="profile-last-name" />
        </div>
        {type === 'business' ? (
          <div className={styles.row}>
            <TextField {...register('company')} label={t('account:company')} autoComplete="organization" required error={message('company')} data-testid="profile-company" />
            <TextField
              {...register('vatId')}
              label={t('account:vat_id')}
              hint={t('account:vat_id_hint')}
              autoCapitalize="characters"
              spellCheck={false}
              error={message('vatId')}
              data-testid="profile-vat-id"
            />
          </div>
        ) : null}
        <TextField {...register('phone')} label={t('account:phone')} type="tel" autoComplete="tel" error={message('phone')} data-testid="profile-phone" />
        <SelectField label={t('locale')} error={message('locale')} testId="profile-locale" {...register('locale')}>
          <option value="de">{t('locale_de')}</option>
          <option value="en">{t('locale_en')}</option>
        </SelectField>
        <label className={styles.check}>
          <input type="checkbox" {...register('newsletter')} data-testid="profile-newsletter" />
          <span>{t('newsletter')}</span>
        </label>
        {addressFields('billingAddress')}
        {addressFields('shippingAddress')}
        <p className={styles.hint}>{t('account:required_hint')}</p>
        <Button type="submit" disabled={phase.state === 'saving'} data-testid="profile-submit">
          {phase.state === 'saving' ? t('saving') : t('save')}
        </Button>
      </form>
    </section>
  );
}

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | null; testId: string; ref?: React.Ref<HTMLSelectElement> };

function SelectField({ label, error, testId, children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-testid={testId} {...rest}>
        {children}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The business customer's switch between gross and net prices, saved at once. */
function NetPriceSwitch({ data, onSaved, onUnauthorized }: { data: ProfileData; onSaved: (p: ProfileData) => void; onUnauthorized: () => void }) {
  const { t } = useT('account-profile');
  // the switch moves at once; it falls back if saving fails
  const [pending, setPending] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = pending !== null;
  const on = pending ?? data.pricesNet;
  const toggle = async () => {
    const next = !data.pricesNet;
    setPending(next);
    setFailed(false);
    try {
      const res = await send('/v1/account/customer', 'PATCH', { pricesNet: next });
      if (res.status === 401) return onUnauthorized();
      if (res.status === 200) onSaved(res.json as ProfileData);
      else setFailed(true);
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  return (
    <section className={area.panel} aria-labelledby="net-title" data-testid="net-prices">
      <h2 id="net-title">{t('net_title')}</h2>
      <p>{t('net_intro')}</p>
      <label className={profile.switchRow}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-busy={busy}
          onChange={() => {
            if (!busy) void toggle();
          }}
          data-testid="net-prices-switch"
          className={profile.switchInput}
        />
        <span className={profile.switchTrack} aria-hidden="true" />
        <span>{t('net_switch')}</span>
      </label>
      <p className={styles.hint} role="status" data-testid="net-prices-state">
        {on ? t('net_on') : t('net_off')}
      </p>
      {failed ? <FormAlert testId="net-prices-error">{t('net_error')}</FormAlert> : null}
    </section>
  );
}

type PasswordPhase = { state: 'idle' | 'saving' | 'saved'; alert: string | null };

function PasswordSection({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { t } = useT(['account-profile', 'account', 'forms']);
  const [phase, setPhase] = useState<PasswordPhase>({ state: 'idle', alert: null });
  const { form, message } = useContractForm<ChangePasswordInput, ChangePasswordInput>(passwordForm, { currentPassword: '', newPassword: '' });
  const { register, handleSubmit, setError, reset, formState } = form;
  const currentError = formState.errors.currentPassword?.message === 'wrong_password' ? t('error_wrong_password') : message('currentPassword');

  const onSubmit = handleSubmit(async (values) => {
    setPhase({ state: 'saving', alert: null });
    try {
      const res = await send('/v1/account/password', 'POST', values);
      if (res.status === 401) return onUnauthorized();
      if (res.status === 200) {
        // older tokens are revoked: this device keeps the new one
        writeAuthToken((res.json as { authToken: string }).authToken);
        reset({ currentPassword: '', newPassword: '' });
        return setPhase({ state: 'saved', alert: null });
      }
      if (res.error?.code === 'wrong_password') {
        setError('currentPassword', { type: 'server', message: 'wrong_password' }, { shouldFocus: true });
        return setPhase({ state: 'idle', alert: null });
      }
      const details = res.error?.details ?? [];
      for (const d of details) if (d.path === 'currentPassword' || d.path === 'newPassword') setError(d.path, { type: 'server', message: d.code ?? 'invalid_type' });
      setPhase({ state: 'idle', alert: res.status === 429 ? 'error_rate_limited' : details.length ? null : 'error_save' });
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      setPhase({ state: 'idle', alert: 'error_network' });
    }
  });

  return (
    <section className={area.panel} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t('password_title')}</h2>
      <p>{t('password_intro')}</p>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="profile-password-form" aria-busy={phase.state === 'saving'}>
        {phase.alert ? <FormAlert testId="profile-password-error">{t(phase.alert)}</FormAlert> : null}
        {phase.state === 'saved' ? (
          <p className={styles.success} role="status" data-testid="profile-password-saved">
            {t('password_saved')}
          </p>
        ) : null}
        <TextField
          {...register('currentPassword')}
          label={t('account:current_password')}
          type="password"
          autoComplete="current-password"
          required
          error={currentError}
          data-testid="profile-current-password"
        />
        <TextField
          {...register('newPassword')}
          label={t('account:new_password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('account:password_hint')}
          error={message('newPassword')}
          data-testid="profile-new-password"
        />
        <Button type="submit" variant="secondary" disabled={phase.state === 'saving'} data-testid="profile-password-submit">
          {phase.state === 'saving' ? t('saving') : t('password_submit')}
        </Button>
      </form>
    </section>
  );
}
