import { useState } from 'react';
import type { ProductImageRef } from '@/lib/catalog/images';
import { useT } from '@/lib/i18n';
import { ProductImage } from './product-image';
import styles from './product-gallery.module.css';

export type ProductGalleryProps = { images: ProductImageRef[]; title: string };

/** Main picture with thumbnails to switch views. */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useT(['product', 'catalog']);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0]!;
  const viewLabel = (img: ProductImageRef) => `${title} – ${t(`product:gallery_view_${img.view}`)}`;
  return (
    <section className={styles.gallery} aria-label={t('product:gallery_label')} data-testid="gallery">
      <div className={styles.main}>
        <ProductImage image={current} alt={viewLabel(current)} priority sizes="(min-width: 1024px) 560px, 100vw" />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('product:gallery_thumb', { n: i + 1, total: images.length })}
                onClick={() => setIndex(i)}
              >
                <ProductImage image={img} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
