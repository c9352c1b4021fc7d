import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  AFFILIATE_CHANNELS,
  affiliateApplicationSchema,
  CONTACT_TOPICS,
  leadSchema,
  type AffiliateApplicationInput,
  type LeadTopic,
} from '@/lib/contracts/lead';
import { useT } from '@/lib/i18n';
import { Button } from '../common/button';
import styles from './lead-form.module.css';

/** Codes the contracts produce; anything else reads as "required". */
const KNOWN_CODES = new Set([
  'required',
  'too_long',
  'too_short',
  'control_characters',
  'email_invalid',
  'invalid_choice',
  'invalid_number',
  'phone_invalid',
  'url_invalid',
  'consent_required',
  'invalid_page',
]);

type Values = AffiliateApplicationInput & { topic: LeadTopic | '' };

export type LeadFormProps = {
  /** the topic the form is about; with `chooseTopic` only the preselected choice */
  topic?: LeadTopic | null;
  /** show a topic select (the contact form); otherwise the topic is fixed */
  chooseTopic?: boolean;
  /** the affiliate application: channel fields, its own endpoint and texts */
  variant?: 'lead' | 'affiliate';
  /** id of the heading that names the form (for aria-labelledby) */
  labelledBy?: string;
  /** test id prefix, when a page holds more than one form */
  testId?: string;
};

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string };

/** The page path without locale, query and hash (next's asPath carries no locale prefix). */
function currentPage(asPath: string): string {
  const path = asPath.split(/[?#]/)[0] || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The enquiry form of contact, service and landing pages, and the affiliate application. It
 * validates with the same contract as its API route (lib/contracts/lead.ts); a refusal from either
 * side marks the fields and keeps everything typed. A hidden honeypot field catches bots.
 */
export function LeadForm({ topic = null, chooseTopic = false, variant = 'lead', labelledBy, testId = 'lead' }: LeadFormProps) {
  const { t, locale } = useT('leads');
  const router = useRouter();
  const affiliate = variant === 'affiliate';
  const uid = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [alert, setAlert] = useState<string | null>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const schema = affiliate ? affiliateApplicationSchema : leadSchema;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema as typeof affiliateApplicationSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      topic: topic ?? '',
      name: '',
      email: '',
      company: '',
      phone: '',
      message: '',
      privacy: false as unknown as true,
      website: '',
      channelUrl: '',
      channelType: '' as Values['channelType'],
      locale,
      page: currentPage(router.asPath),
    },
  });

  // a topic link on the same page (e.g. /contact?topic=Leasing) changes the preselection
  useEffect(() => {
    if (topic) setValue('topic', topic);
  }, [topic, setValue]);

  useEffect(() => {
    if (phase.kind === 'sent') successRef.current?.focus();
  }, [phase]);

  const message = (name: FieldPath<Values>): string | null => {
    const code = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    if (!code) return null;
    return t(`error_${KNOWN_CODES.has(code) ? code : 'required'}`);
  };

  const onValid = async (values: Values) => {
    setAlert(null);
    setPhase({ kind: 'sending' });
    const body = affiliate
      ? { ...values, topic: undefined, locale, page: currentPage(router.asPath) }
      : { ...values, channelUrl: undefined, channelType: undefined, locale, page: currentPage(router.asPath) };
    try {
      const res = await fetch(affiliate ? '/api/affiliate/applications' : '/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        setPhase({ kind: 'sent', email: values.email.trim() });
        return;
      }
      setPhase({ kind: 'editing' });
      if (res.status === 429) return setAlert(t('error_rate_limited'));
      const json = (await res.json().catch(() => null)) as { error?: { details?: { path?: string; code?: string }[] } } | null;
      const details = res.status === 400 ? (json?.error?.details ?? []) : [];
      const fields = details.filter((d) => d.path && d.code && d.path !== 'locale' && d.path !== 'page');
      if (fields.length === 0) return setAlert(t('error_failed'));
      fields.forEach((d, i) => setError(d.path as FieldPath<Values>, { type: 'server', message: d.code }, { shouldFocus: i === 0 }));
      setAlert(t('error_summary'));
    } catch {
      setPhase({ kind: 'editing' });
      setAlert(t('error_failed'));
    }
  };

  if (phase.kind === 'sent') {
    return (
      <div className={styles.success} data-testid={`${testId}-success`}>
        <h3 ref={successRef} tabIndex={-1} className={styles.successTitle}>
          {t(affiliate ? 'success_application_title' : 'success_title')}
        </h3>
        <p>{t(affiliate ? 'success_application_text' : 'success_text', { email: phase.email })}</p>
        {affiliate ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setPhase({ kind: 'editing' });
            }}
          >
            {t('success_again')}
          </Button>
        )}
      </div>
    );
  }

  const busy = phase.kind === 'sending';
  const id = (name: string) => `${uid}-${name}`;
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid, () => setAlert(t('error_summary')))}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-testid={`${testId}-form`}
    >
      {alert ? (
        <div className={styles.alert} role="alert" data-testid={`${testId}-alert`}>
          {alert}
        </div>
      ) : null}
      <p className={styles.note}>{t('required_note')}</p>
      {chooseTopic && !affiliate ? (
        <Field id={id('topic')} label={t('topic_label')} required error={message('topic')}>
          <select id={id('topic')} className={styles.input} {...aria(id('topic'), message('topic'))} {...register('topic')} data-testid={`${testId}-topic`}>
            <option value="">{t('topic_placeholder')}</option>
            {CONTACT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`topic_${value}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <div className={styles.row}>
        <Field id={id('name')} label={t('field_name')} required error={message('name')}>
          <input id={id('name')} className={styles.input} autoComplete="name" {...aria(id('name'), message('name'))} {...register('name')} data-testid={`${testId}-name`} />
        </Field>
        <Field id={id('email')} label={t('field_email')} required error={message('email')}>
          <input
            id={id('email')}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...aria(id('email'), message('email'))}
            {...register('email')}
            data-testid={`${testId}-email`}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field id={id('company')} label={t('field_company')} optional={t('field_optional')} error={message('company')}>
          <input id={id('company')} className={styles.input} autoComplete="organization" {...aria(id('company'), message('company'))} {...register('company')} data-testid={`${testId}-company`} />
        </Field>
        {affiliate ? (
          <Field id={id('channelType')} label={t('field_channel_type')} required error={message('channelType')}>
            <select id={id('channelType')} className={styles.input} {...aria(id('channelType'), message('channelType'))} {...register('channelType')} data-testid={`${testId}-channel-type`}>
              <option value="">{t('topic_placeholder')}</option>
              {AFFILIATE_CHANNELS.map((value) => (
                <option key={value} value={value}>
                  {t(`channel_${value}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field id={id('phone')} label={t('field_phone')} optional={t('field_optional')} error={message('phone')}>
            <input id={id('phone')} className={styles.input} type="tel" autoComplete="tel" {...aria(id('phone'), message('phone'))} {...register('phone')} data-testid={`${testId}-phone`} />
          </Field>
        )}
      </div>
      {affiliate ? (
        <Field id={id('channelUrl')} label={t('field_channel_url')} required hint={t('field_channel_url_hint')} error={message('channelUrl')}>
          <input
            id={id('channelUrl')}
            className={styles.input}
            type="url"
            inputMode="url"
            autoComplete="url"
            {...aria(id('channelUrl'), message('channelUrl'), true)}
            {...register('channelUrl')}
            data-testid={`${testId}-channel-url`}
          />
        </Field>
      ) : null}
      <Field id={id('message')} label={t('field_message')} required hint={t('field_message_hint')} error={message('message')}>
        <textarea id={id('message')} className={`${styles.input} ${styles.textarea}`} rows={6} {...aria(id('message'), message('message'), true)} {...register('message')} data-testid={`${testId}-message`} />
      </Field>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id('website')}>{t('field_website_trap')}</label>
        <input id={id('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" {...aria(id('privacy'), message('privacy'))} aria-required="true" {...register('privacy')} data-testid={`${testId}-privacy`} />
          <span>
            {t('consent_text')} <span className={styles.muted}>
              {t('consent_more')} <Link href="/privacy-notice">{t('consent_privacy_link')}</Link>.
            </span>
          </span>
        </label>
        {message('privacy') ? (
          <span id={`${id('privacy')}-error`} className={styles.error}>
            {message('privacy')}
          </span>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
          {busy ? t('submitting') : t(affiliate ? 'submit_application' : 'submit')}
        </Button>
      </div>
    </form>
  );
}

function aria(id: string, error: string | null, hint = false) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: string;
  hint?: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className={styles.muted}> ({optional})</span> : null}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
