import { Seo } from '@/components/common/seo';
import { affiliateTerms } from '@/lib/affiliate';
import { formatPrice } from '@/lib/catalog/money';
import { company } from '@/lib/company';
import { useT } from '@/lib/i18n';
import { LeadForm } from './lead-form';
import styles from './leads.module.css';

/** /affiliate: how the partner programme works, its terms (from config/affiliate.json) and the application form. */
export function AffiliateScreen() {
  const { t, locale } = useT('leads');
  const example = `https://${company.siteHost}/gebrauchte-laptops?ref=ZWABC234`;
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('affiliate_subline')} description={t('affiliate_description', { percent: affiliateTerms.commissionPercent })} path="/affiliate" />
      <header className={styles.hero}>
        <h1>{t('affiliate_title')}</h1>
        <p className={styles.lead}>{t('affiliate_intro')}</p>
      </header>
      <div className={`${styles.layout} ${styles.layoutReverse}`}>
        <div>
          <section aria-labelledby="affiliate-how">
            <h2 id="affiliate-how">{t('affiliate_how_title')}</h2>
            <ol className={styles.steps}>
              <li>{t('affiliate_step_1')}</li>
              <li>{t('affiliate_step_2')}</li>
              <li>
                {t('affiliate_step_3')} <span className={styles.code}>{example}</span>
              </li>
              <li>{t('affiliate_step_4')}</li>
            </ol>
          </section>
          <section aria-labelledby="affiliate-terms" data-testid="affiliate-terms">
            <h2 id="affiliate-terms">{t('affiliate_terms_title')}</h2>
            <ul className={styles.terms}>
              <li>{t('affiliate_term_commission', { percent: affiliateTerms.commissionPercent })}</li>
              <li>{t('affiliate_term_window', { days: affiliateTerms.attributionDays })}</li>
              <li>{t('affiliate_term_returns')}</li>
              <li>{t('affiliate_term_payout', { minimum: formatPrice(affiliateTerms.payoutMinimumCents, locale) })}</li>
              <li>{t('affiliate_term_rules')}</li>
              <li>{t('affiliate_term_end')}</li>
            </ul>
            <p className={styles.small}>
              {t('affiliate_contact')} <a href={`mailto:${company.email.affiliate}`}>{company.email.affiliate}</a>
            </p>
          </section>
        </div>
        <section className={styles.card} aria-labelledby="affiliate-form-title">
          <h2 id="affiliate-form-title">{t('affiliate_form_title')}</h2>
          <LeadForm variant="affiliate" topic="affiliate" labelledBy="affiliate-form-title" testId="affiliate" />
        </section>
      </div>
    </div>
  );
}
