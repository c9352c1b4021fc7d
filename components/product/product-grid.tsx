import type { CardView } from '@/lib/catalog/types';
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
        <li key={p.handle}>
          <ProductCard product={p} priority={i < PRIORITY_CARDS} headingLevel={headingLevel} linkOffer={linkOffers} />
        </li>
      ))}
    </ul>
  );
}
