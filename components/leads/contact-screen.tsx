import Link from 'next/link';
import { Seo } from '@/components/common/seo';
import { company } from '@/lib/company';
import type { LeadTopic } from '@/lib/contracts/lead';
import { useT } from '@/lib/i18n';
import { LeadForm } from './lead-form';
import styles from './leads.module.css';

export type ContactScreenProps = { topic: LeadTopic | null };

/** The spec's `?topic=` values linked from the contact page. */
const TOPIC_LINKS: { query: string; topic: LeadTopic }[] = [
  { query: 'endOfLife', topic: 'endOfLife' },
  { query: 'Leasing', topic: 'leasing' },
  { query: 'other', topic: 'other' },
];

/** /contact: the enquiry form with the topic from `?topic=`, and every way to reach us from lib/company.ts. */
export function ContactScreen({ topic }: ContactScreenProps) {
  const { t } = useT('leads');
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('contact_subline')} description={t('contact_description')} path="/contact" />
      <header className={styles.hero}>
        <h1>{t('contact_title')}</h1>
        <p className={styles.lead}>{t('contact_intro')}</p>
      </header>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact_form_title')}</h2>
          <LeadForm topic={topic} chooseTopic labelledBy="contact-form-title" testId="contact" />
        </section>
        <aside className={styles.aside} aria-label={t('contact_ways_title')}>
          <ContactFacts />
          <section className={styles.panel} aria-labelledby="contact-topics">
            <h2 id="contact-topics">{t('contact_topic_links')}</h2>
            <ul className={styles.topicLinks}>
              {TOPIC_LINKS.map((l) => (
                <li key={l.query}>
                  <Link href={`/contact?topic=${l.query}`} scroll={false} aria-current={topic === l.topic ? 'true' : undefined}>
                    {t(`topic_${l.topic}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** Phone, hours, e-mail addresses and postal address, all from lib/company.ts. */
export function ContactFacts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, locale } = useT('leads');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel} aria-labelledby="contact-ways" data-testid="contact-facts">
      <Heading id="contact-ways">{t('contact_ways_title')}</Heading>
      <dl className={styles.facts}>
        <div>
          <dt>{t('contact_phone')}</dt>
          <dd>
            <a className={styles.big} href={company.phone.href}>
              {company.phone.display}
            </a>
            <br />
            <span className={styles.small}>{t('contact_hours', { from: company.openingHours.from, to: company.openingHours.to })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('contact_email_service')}</dt>
          <dd>
            <a href={`mailto:${company.email.service}`}>{company.email.service}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact_email_sales')}</dt>
          <dd>
            <a href={`mailto:${company.email.sales}`}>{company.email.sales}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact_address')}</dt>
          <dd>
            {company.legalName}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city}, {company.countryName[locale]}
            <br />
            <span className={styles.small}>{t('contact_address_note')}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
