import dynamic from 'next/dynamic';
import { preload } from 'react-dom';
import type { ProductImageRef } from '@/lib/catalog/images';

// Photos go through next/image's optimiser; its code is fetched only by pages that show one.
const OptimizedImage = dynamic(() => import('next/image'));

export type ProductImageProps = {
  image: ProductImageRef;
  alt: string;
  /** CSS sizes hint for responsive photos */
  sizes?: string;
  priority?: boolean;
  className?: string;
};

/**
 * The one component every product picture goes through. Illustrations are SVG: the optimiser has
 * nothing to do for them, so they are a plain <img> with the attributes next/image would give an
 * unoptimised image (size, lazy loading below the fold, a preload for the priority one). A photo
 * (jpg/png/webp) gets resized variants through next/image.
 */
export function ProductImage({ image, alt, sizes = '(min-width: 1024px) 25vw, 50vw', priority, className }: ProductImageProps) {
  if (!image.src.endsWith('.svg')) {
    return <OptimizedImage src={image.src} alt={alt} width={image.width} height={image.height} sizes={sizes} priority={priority} className={className} />;
  }
  // high priority, as next/image gives a priority photo
  if (priority) preload(image.src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG illustration: next/image would serve it as it is
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{ color: 'transparent' }}
    />
  );
}
