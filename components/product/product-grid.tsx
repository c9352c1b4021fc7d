import type { CardView } from '@/lib/catalog/types';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export type ProductGridProps = { products: CardView[]; headingLevel?: 2 | 3; variant?: 'listing' | 'row'; testId?: string; linkOffers?: boolean };

/** Responsive grid of product cards (two columns on phones). */
export function ProductGrid({ products, headingLevel = 2, variant = 'listing', testId = 'product-grid', linkOffers = false }: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${variant === 'row' ? styles.row : ''}`} data-testid={testId}>
      {products.map((p, i) => (
        <li key={p.handle}>
          <ProductCard product={p} priority={i < 4} headingLevel={headingLevel} linkOffer={linkOffers} />
        </li>
      ))}
    </ul>
  );
}
