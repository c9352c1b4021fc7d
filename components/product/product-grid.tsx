import type { CardView } from '@/lib/catalog/types';
import { MemoHtml } from '@/components/common/memo-html';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export type ProductGridProps = { products: CardView[]; headingLevel?: 2 | 3; variant?: 'listing' | 'row'; testId?: string; linkOffers?: boolean };

/** The cards in view at first on a wide screen: their pictures load at once, with a preload. */
const PRIORITY_CARDS = 4;

/** Responsive grid of product cards (two columns on phones). */
export function ProductGrid({ products, headingLevel = 2, variant = 'listing', testId = 'product-grid', linkOffers = false }: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${variant === 'row' ? styles.row : ''}`} data-testid={testId}>
      {products.map((p, i) => (
        // a card is the same HTML wherever it appears among the first four (which load their picture
        // at once and preload it) or among the rest
        <MemoHtml as="li" key={p.handle} memoKey={() => `card|${i < PRIORITY_CARDS ? 1 : 0}|${headingLevel}|${linkOffers ? 1 : 0}|${JSON.stringify(p)}`}>
          <ProductCard product={p} priority={i < PRIORITY_CARDS} headingLevel={headingLevel} linkOffer={linkOffers} />
        </MemoHtml>
      ))}
    </ul>
  );
}
