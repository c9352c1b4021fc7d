import Link from 'next/link';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { FOOTER_COLUMNS } from './nav-links';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useT();
  const openModal = useUIStore((s) => s.openModal);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <span className={styles.logo}>
            <Logo />
          </span>
          <p>{t('footer_claim')}</p>
          <form className={styles.newsletter} action="/newsletter" method="post" onSubmit={(e) => e.preventDefault()}>
            <h2 className={styles.heading}>{t('newsletter_title')}</h2>
            <p className={styles.small}>{t('newsletter_text')}</p>
            <div className={styles.newsletterRow}>
              <label htmlFor="newsletter-email" className="visually-hidden">
                {t('newsletter_label')}
              </label>
              <input id="newsletter-email" type="email" name="email" autoComplete="email" placeholder={t('newsletter_placeholder')} className={styles.input} />
              <button type="submit" className={styles.submit}>
                {t('newsletter_submit')}
              </button>
            </div>
          </form>
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
