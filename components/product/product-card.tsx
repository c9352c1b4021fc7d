import Link from 'next/link';
import { gradeExplanationHref } from '@/lib/catalog/constants';
import { formatRam, formatScreen, formatStorage } from '@/lib/catalog/format';
import { primaryImage } from '@/lib/catalog/images';
import { savingsPercent } from '@/lib/catalog/money';
import { NetLabel } from '@/components/common/net-label';
import { usePriceDisplay } from '@/stores/prices';
import type { CardView as Card } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import { localePrefix } from '@/lib/site-config';
import { gradeChipClassName } from './grade-chip';
import { ProductImage } from './product-image';
import styles from './product-card.module.css';

export type ProductCardProps = {
  product: Card;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** link to exactly the offer the card shows (a filtered listing), not the product's default */
  linkOffer?: boolean;
};

const LOW_STOCK = 5;

function range(values: number[], fmt: (n: number) => string): string | null {
  if (values.length === 0) return null;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  return first === last ? fmt(first) : `${fmt(first)} – ${fmt(last)}`;
}

/** Key facts of a card in one line each: CPU, screen, memory and storage. */
function keySpecs(p: Card, locale: 'de' | 'en'): string[] {
  const out: string[] = [];
  if (p.cpu) out.push(p.cpu);
  const mem = [range(p.ramGb, formatRam) ? `${range(p.ramGb, formatRam)} RAM` : null, range(p.storageGb, (n) => formatStorage(n, locale))].filter(Boolean);
  if (mem.length) out.push(mem.join(' · '));
  if (p.screenTenths && p.category !== 'pc-systems') out.push(formatScreen(p.screenTenths, locale) + (p.os && p.category !== 'monitors' ? ` · ${p.os}` : ''));
  else if (p.os) out.push(p.os);
  return out.slice(0, 3);
}

/** A product in a listing: picture, title, key specs, grades, 'ab' price and stock hint. */
export function ProductCard({ product: p, priority, headingLevel = 2, linkOffer = false }: ProductCardProps) {
  const { t, locale } = useT('catalog');
  const Heading = `h${headingLevel}` as const;
  // price, list price and saving all belong to one offer: the one the card shows
  const save = savingsPercent(p.fromPriceCents, p.compareAtCents);
  // net for a business customer who chose it; the saving compares gross with gross either way
  const prices = usePriceDisplay(locale);
  const href = linkOffer ? `/products/${p.handle}?variant=${p.offerId}` : `/products/${p.handle}`;
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <ProductImage image={primaryImage(p)} alt="" priority={priority} sizes="(min-width: 1320px) 300px, (min-width: 768px) 33vw, 50vw" />
        {save && save >= 10 ? <span className={styles.save}>{t('catalog:save_percent', { percent: save })}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{p.brand.name}</p>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link} data-testid="product-card-link">
            {p.title}
          </Link>
        </Heading>
        <ul className={styles.specs}>
          {keySpecs(p, locale).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <ul className={styles.grades} aria-label={t('catalog:grades_label')}>
          {p.grades.map((g) => (
            <li key={g}>
              {/* A plain link: a section of a content page needs no client-side routing, and a listing
                  renders 72 of these (next/link's work for them was 4 % of the page's server time).
                  The link is the chip itself, its letter drawn by CSS. */}
              <a
                href={localePrefix(locale) + gradeExplanationHref(g, locale)}
                className={`${gradeChipClassName(g)} ${styles.gradeLink}`}
                aria-label={t('catalog:grade_link', { grade: g, label: t(`catalog:grade_${g}`) })}
                data-testid="card-grade-link"
              >
                {t(`catalog:grade_${g}`)}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.price} data-testid="product-card-price">
            {t('catalog:from_price', { price: prices.format(p.fromPriceCents) })}
            {prices.net ? <NetLabel /> : null}
          </p>
          {p.reduction ? (
            <p className={styles.reduced} data-testid="product-card-reduction">
              {t('catalog:reduced_from', { price: prices.format(p.reduction.lowestPriorCents) })}
            </p>
          ) : null}
          {p.compareAtCents && save && save >= 10 ? (
            <p className={styles.compare} data-testid="product-card-compare">
              {t('catalog:compare_at', { price: prices.format(p.compareAtCents) })}
            </p>
          ) : null}
          <p className={p.stock <= LOW_STOCK ? styles.stockLow : styles.stock}>
            {p.stock <= LOW_STOCK ? t('catalog:stock_low', { count: p.stock }) : t('catalog:stock_ok')}
          </p>
        </div>
      </div>
    </article>
  );
}
