import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArticleGrid } from '@/components/blog/article-card';
import { ButtonLink } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { CATEGORY_ROUTES } from '@/lib/catalog/categories';
import { CO2_DEFAULTS } from '@/lib/catalog/co2';
import type { ArticleSummary } from '@/lib/content/types';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { ServiceCards } from './service-cards';
import styles from './home-screen.module.css';
import { localeTag, numberFormat } from '@/lib/intl';

/** What all orders so far have avoided (see totalCo2AvoidedKg). */
export type Co2Total = { kg: number; orders: number; devices: number };

export type HomeScreenProps = {
  /** the bestsellers section, rendered by the catalog */
  children?: ReactNode;
  co2: Co2Total;
  articles: ArticleSummary[];
};

const VIDEO = '/videos/zweitwerk-refurbishing.mp4';
const POSTER = '/images/home/hero-poster.jpg';

const WHY = [
  { key: 'grades', href: '/what-does-it-mean-grade-a' },
  { key: 'warranty', href: '/buy-worry-free-with-zweitwerk' },
  { key: 'erasure', href: '/secure-data-deletion' },
  { key: 'co2', href: '/going-full-circle' },
] as const;

export function HomeScreen({ children, co2, articles }: HomeScreenProps) {
  const { t, locale } = useT(['home', 'common']);
  const openModal = useUIStore((s) => s.openModal);
  const number = (n: number) => numberFormat(localeTag(locale)).format(n);
  const tonnes = co2.kg >= 10_000;
  const playVideo = () => openModal('video', { props: { src: VIDEO, captions: `/videos/zweitwerk-refurbishing.${locale}.vtt`, captionsLang: locale, captionsLabel: t('home:video_captions'), title: t('home:video_title') } });
  return (
    <>
      <Seo description={t('home:hero_text')} />
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>{t('home:hero_kicker')}</p>
            <h1 className={styles.title}>{t('home:hero_title')}</h1>
            <p className={styles.lead}>{t('home:hero_text')}</p>
            <div className={styles.ctas}>
              <ButtonLink href="/gebrauchte-laptops">{t('home:hero_cta')}</ButtonLink>
              <ButtonLink href="/services" variant="secondary" data-testid="home-business">
                {t('home:hero_cta_b2b')}
              </ButtonLink>
            </div>
          </div>
          <button type="button" className={styles.video} onClick={playVideo} data-testid="video-open">
            {/* eslint-disable-next-line @next/next/no-img-element -- a 28 KB still of the film, no optimiser needed */}
            <img src={POSTER} alt="" width={960} height={540} className={styles.poster} />
            <span className={styles.play} aria-hidden="true">
              ▶
            </span>
            <span className={styles.videoLabel}>
              {t('home:video_cta')} <span className={styles.videoMeta}>{t('home:video_meta')}</span>
            </span>
          </button>
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
      <section className={`container ${styles.section}`} aria-labelledby="home-why">
        <h2 id="home-why" className={styles.sectionTitle}>
          {t('home:why_title')}
        </h2>
        <ul className={styles.why}>
          {WHY.map((w) => (
            <li key={w.key} className={styles.whyItem}>
              <h3>{t(`home:why_${w.key}_title`)}</h3>
              <p>{t(`home:why_${w.key}_text`, { kg: number(CO2_DEFAULTS.laptops.kg) })}</p>
              <Link href={w.href} className={styles.more}>
                {t(`home:why_${w.key}_link`)} →
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="home-co2">
        <div className={styles.co2} data-testid="home-co2">
          <h2 id="home-co2" className={styles.co2Title}>
            {t('home:co2_title')}
          </h2>
          <p className={styles.co2Figure}>
            <strong data-testid="home-co2-value">{tonnes ? number(Math.round(co2.kg / 100) / 10) : number(co2.kg)}</strong> {tonnes ? t('home:co2_unit_t') : t('home:co2_unit_kg')}
          </p>
          <p className={styles.co2Text}>
            {co2.orders > 0 ? t('home:co2_text', { devices: number(co2.devices), orders: number(co2.orders), count: co2.orders }) : t('home:co2_text_none')}
          </p>
          <Link href="/going-full-circle" className={styles.co2Link}>
            {t('home:co2_link')} →
          </Link>
        </div>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="home-services">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="home-services" className={styles.sectionTitle}>
              {t('home:services_title')}
            </h2>
            <p className={styles.intro}>{t('home:services_intro')}</p>
          </div>
          <ButtonLink href="/services" variant="secondary">
            {t('home:services_all')}
          </ButtonLink>
        </div>
        <ServiceCards />
      </section>
      {articles.length ? (
        <section className={`container ${styles.section}`} aria-labelledby="home-articles">
          <div className={styles.sectionHead}>
            <h2 id="home-articles" className={styles.sectionTitle}>
              {t('home:articles_title')}
            </h2>
            <Link href="/blog" className={styles.all}>
              {t('home:articles_all')} →
            </Link>
          </div>
          <ArticleGrid articles={articles} headingLevel={3} testId="home-articles" />
        </section>
      ) : null}
    </>
  );
}
