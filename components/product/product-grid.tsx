import type { CardView } from '@/lib/catalog/types';
import { MemoHtml } from '@/components/common/memo-html';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export type ProductGridProps = { products: CardView[]; headingLevel?: 2 | 3; variant?: 'listing' | 'row'; testId?: string; linkOffers?: boolean };

/** Responsive grid of product cards (two columns on phones). */
export function ProductGrid({ products, headingLevel = 2, variant = 'listing', testId = 'product-grid', linkOffers = false }: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${variant === 'row' ? styles.row : ''}`} data-testid={testId}>
      {products.map((p, i) => (
        // a card is the same HTML wherever it appears; the first four preload their picture, which
        // the memo cannot carry, so they are always rendered
        <MemoHtml as="li" key={p.handle} memoKey={i < 4 ? undefined : () => `card|${headingLevel}|${linkOffers ? 1 : 0}|${JSON.stringify(p)}`}>
          <ProductCard product={p} priority={i < 4} headingLevel={headingLevel} linkOffer={linkOffers} />
        </MemoHtml>
      ))}
    </ul>
  );
}
