import Link from 'next/link';
import { company } from '@/lib/company';
import { formatOpeningHours } from '@/lib/company-format';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { NewsletterSignup } from '../leads/newsletter-signup';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { FOOTER_COLUMNS } from './nav-links';
import styles from './footer.module.css';

export function Footer() {
  const { t, locale } = useT();
  const openModal = useUIStore((s) => s.openModal);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <span className={styles.logo}>
            <Logo />
          </span>
          <p>{t('footer_claim')}</p>
          <address className={styles.contact} data-testid="footer-contact">
            <a href={company.phone.href}>{company.phone.display}</a>
            <a href={`mailto:${company.email.service}`}>{company.email.service}</a>
            <span>
              {t('footer_hours')} {formatOpeningHours(locale)}
            </span>
          </address>
          <section className={styles.newsletter} aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={styles.heading}>
              {t('newsletter_title')}
            </h2>
            <p className={styles.small}>{t('newsletter_text')}</p>
            <NewsletterSignup tone="footer" testId="footer-newsletter" />
          </section>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.titleKey} aria-labelledby={`footer-${col.titleKey}`} className={styles.column}>
            <h2 id={`footer-${col.titleKey}`} className={styles.heading}>
              {t(col.titleKey)}
            </h2>
            <ul className={styles.links}>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{t(l.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
          <button type="button" className={styles.textButton} onClick={() => openModal('consent-settings')} data-testid="consent-reopen">
            {t('consent_change')}
          </button>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
