import Link from 'next/link';
import { formatRam, formatScreen, formatStorage } from '@/lib/catalog/format';
import { primaryImage } from '@/lib/catalog/images';
import { formatPrice, savingsPercent } from '@/lib/catalog/money';
import type { ProductCard as Card } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import { GradeChip } from './grade-chip';
import { ProductImage } from './product-image';
import styles from './product-card.module.css';

export type ProductCardProps = { product: Card; priority?: boolean; headingLevel?: 2 | 3 };

const LOW_STOCK = 5;

function range(values: number[], fmt: (n: number) => string): string | null {
  if (values.length === 0) return null;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  return first === last ? fmt(first) : `${fmt(first)} – ${fmt(last)}`;
}

/** Key facts of a card in one line each: CPU, screen, memory and storage. */
export function keySpecs(p: Card, locale: 'de' | 'en'): string[] {
  const out: string[] = [];
  if (p.cpu) out.push(p.cpu);
  const mem = [range(p.ramGb, formatRam) ? `${range(p.ramGb, formatRam)} RAM` : null, range(p.storageGb, (n) => formatStorage(n, locale))].filter(Boolean);
  if (mem.length) out.push(mem.join(' · '));
  if (p.screenTenths && p.category !== 'pc-systems') out.push(formatScreen(p.screenTenths, locale) + (p.os && p.category !== 'monitors' ? ` · ${p.os}` : ''));
  else if (p.os) out.push(p.os);
  return out.slice(0, 3);
}

/** A product in a listing: picture, title, key specs, grades, 'ab' price and stock hint. */
export function ProductCard({ product: p, priority, headingLevel = 2 }: ProductCardProps) {
  const { t, locale } = useT('catalog');
  const Heading = `h${headingLevel}` as const;
  const save = savingsPercent(p.fromPriceCents, p.compareAtCents);
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <ProductImage image={primaryImage(p)} alt="" priority={priority} sizes="(min-width: 1320px) 300px, (min-width: 768px) 33vw, 50vw" />
        {save && save >= 10 ? <span className={styles.save}>{t('catalog:save_percent', { percent: save })}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{p.brand.name}</p>
        <Heading className={styles.title}>
          <Link href={`/products/${p.handle}`} className={styles.link} data-testid="product-card-link">
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
              <GradeChip grade={g} withLabel={p.grades.length < 3} />
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.price} data-testid="product-card-price">
            {t('catalog:from_price', { price: formatPrice(p.fromPriceCents, locale) })}
          </p>
          {p.compareAtCents && save && save >= 10 ? (
            <p className={styles.compare}>{t('catalog:compare_at', { price: formatPrice(p.compareAtCents, locale) })}</p>
          ) : null}
          <p className={p.stock <= LOW_STOCK ? styles.stockLow : styles.stock}>
            {p.stock <= LOW_STOCK ? t('catalog:stock_low', { count: p.stock }) : t('catalog:stock_ok')}
          </p>
        </div>
      </div>
    </article>
  );
}
