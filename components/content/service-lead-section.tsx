import { LeadForm } from '@/components/leads/lead-form';
import { company } from '@/lib/company';
import { topicFromQuery } from '@/lib/contracts/lead';
import { formatOpeningHours } from '@/lib/company-format';
import type { LeadTopic } from '@/lib/content/page-routes';
import { useT } from '@/lib/i18n';
import styles from './service-lead-section.module.css';

export type ServiceLeadSectionProps = {
  /** contact topic the enquiry is filed under (/contact?topic=…) */
  topic: LeadTopic;
  /** which service page asks, for the heading (end_of_life, esg, leasing, warranty, device_pool, overview) */
  service: string;
};

/**
 * Where a service page takes an enquiry: the lead form filed under the page's topic (the services
 * overview lets the visitor choose), with our phone, e-mail and hours beside it.
 */
export function ServiceLeadSection({ topic, service }: ServiceLeadSectionProps) {
  const { t, locale } = useT(['content']);
  const headingId = `lead-${service}`;
  const leadTopic = topic === 'other' ? null : topicFromQuery(topic);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="service-lead-section" data-topic={topic}>
      <h2 id={headingId} className={styles.title}>
        {t(`content:lead_title_${service}`)}
      </h2>
      <p className={styles.text}>{t('content:lead_text')}</p>
      <p className={styles.direct}>
        {t('content:lead_direct')} <a href={company.phone.href}>{company.phone.display}</a> · <a href={`mailto:${company.email.sales}`}>{company.email.sales}</a>
        <br />
        <span className={styles.hours}>{formatOpeningHours(locale)}</span>
      </p>
      <div className={styles.form}>
        <LeadForm topic={leadTopic} chooseTopic={topic === 'other'} labelledBy={headingId} testId="service-lead" />
      </div>
    </section>
  );
}
