import Link from 'next/link';
import { SERVICES } from '@/lib/content/page-routes';
import { useT } from '@/lib/i18n';
import styles from './service-cards.module.css';

export type ServiceCardsProps = {
  /** element of each card's title, so the cards fit the page's heading outline */
  titleTag?: 'h2' | 'h3';
};

/** The five business services as linked cards (services overview, home page). */
export function ServiceCards({ titleTag: Title = 'h3' }: ServiceCardsProps) {
  const { t } = useT(['content']);
  return (
    <ul className={styles.cards} data-testid="service-cards">
      {SERVICES.map((s) => (
        <li key={s.key} className={styles.card}>
          <Title className={styles.title}>
            <Link href={s.path} className={styles.link}>
              {t(`content:service_${s.key}_title`)}
            </Link>
          </Title>
          <p className={styles.text}>{t(`content:service_${s.key}_text`)}</p>
          <span className={styles.more} aria-hidden="true">
            {t('content:service_more')} →
          </span>
        </li>
      ))}
    </ul>
  );
}
