import { primaryImage } from '@/lib/catalog/images';
import type { Category } from '@/lib/catalog/types';
import { ProductImage } from '../product/product-image';
import styles from './cart.module.css';

export type LineImageProps = { category: string; family: string; size?: 'sm' | 'md' };

/** Product picture of a cart or order line; decorative, since the title next to it names the product. */
export function LineImage({ category, family, size = 'md' }: LineImageProps) {
  return (
    <span className={`${styles.image} ${size === 'sm' ? styles.imageSm : ''}`}>
      <ProductImage image={primaryImage({ category: category as Category, family })} alt="" sizes={size === 'sm' ? '64px' : '96px'} />
    </span>
  );
}
