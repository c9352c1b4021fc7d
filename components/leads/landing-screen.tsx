import { Seo } from '@/components/common/seo';
import type { LeadTopic } from '@/lib/contracts/lead';
import { useT } from '@/lib/i18n';
import { ContactFacts } from './contact-screen';
import { LeadForm } from './lead-form';
import styles from './leads.module.css';

export type LandingKind = 'contact' | 'solutions' | 'b2b';

const LANDINGS: Record<LandingKind, { path: string; topic: LeadTopic | null }> = {
  contact: { path: '/lp/contact', topic: null },
  solutions: { path: '/lp/solutions', topic: 'solutions' },
  b2b: { path: '/lp/b2b-hardware', topic: 'hardware' },
};

/** A campaign landing page under /lp: one promise, three benefits, the lead form, and how to reach us. */
export function LandingScreen({ kind }: { kind: LandingKind }) {
  const { t } = useT('leads');
  const { path, topic } = LANDINGS[kind];
  const k = (suffix: string) => t(`lp_${kind}_${suffix}`);
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={k('subline')} description={k('description')} path={path} />
      <div className={styles.layout}>
        <div>
          <header className={styles.hero}>
            <span className={styles.eyebrow}>{k('subline')}</span>
            <h1>{k('title')}</h1>
            <p className={styles.lead}>{k('lead')}</p>
          </header>
          <section aria-labelledby="lp-benefits">
            <h2 id="lp-benefits">{t('lp_benefits_title')}</h2>
            <ul className={styles.benefits}>
              {[1, 2, 3].map((n) => (
                <li key={n}>{k(`point_${n}`)}</li>
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.aside}>
          <section className={styles.card} aria-labelledby="lp-form-title">
            <h2 id="lp-form-title">{t('contact_form_title')}</h2>
            <p className={styles.small}>{t('lp_form_note')}</p>
            <LeadForm topic={topic} chooseTopic={topic === null} labelledBy="lp-form-title" testId="lp" />
          </section>
          <ContactFacts />
        </div>
      </div>
    </div>
  );
}
