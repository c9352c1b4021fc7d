import Link from 'next/link';
import type { ReactNode } from 'react';
import { ButtonLink, Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { CATEGORY_ROUTES } from '@/lib/catalog/categories';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import styles from './home-screen.module.css';

export type HomeScreenProps = {
  /** extra sections below the categories (bestsellers once the catalog exists) */
  children?: ReactNode;
};

export function HomeScreen({ children }: HomeScreenProps) {
  const { t } = useT(['home', 'common']);
  const openModal = useUIStore((s) => s.openModal);
  return (
    <>
      <Seo description={t('home:hero_text')} />
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.kicker}>{t('home:hero_kicker')}</p>
          <h1 className={styles.title}>{t('home:hero_title')}</h1>
          <p className={styles.lead}>{t('home:hero_text')}</p>
          <div className={styles.ctas}>
            <ButtonLink href="/gebrauchte-laptops">{t('home:hero_cta')}</ButtonLink>
            <ButtonLink href="/services" variant="secondary">
              {t('home:hero_cta_b2b')}
            </ButtonLink>
            <Button variant="ghost" onClick={() => openModal('video')} data-testid="video-open">
              ▶ {t('home:video_cta')}
            </Button>
          </div>
        </div>
      </section>
      <section className="container" aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home:categories_title')}
        </h2>
        <ul className={styles.categories}>
          {CATEGORY_ROUTES.map((c) => (
            <li key={c.category}>
              <Link href={c.path} className={styles.category}>
                <span className={styles.categoryName}>{t(`common:category_${c.category}`)}</span>
                <span aria-hidden="true" className={styles.arrow}>
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {children}
      <section className="container" aria-labelledby="home-why">
        <h2 id="home-why" className={styles.sectionTitle}>
          {t('home:why_title')}
        </h2>
        <ul className={styles.why}>
          {(['tested', 'warranty', 'co2', 'b2b'] as const).map((k) => (
            <li key={k} className={styles.whyItem}>
              <h3>{t(`home:why_${k}_title`)}</h3>
              <p>{t(`home:why_${k}_text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
