import Image from 'next/image';
import type { ProductImageRef } from '@/lib/catalog/images';

export type ProductImageProps = {
  image: ProductImageRef;
  alt: string;
  /** CSS sizes hint for responsive photos */
  sizes?: string;
  priority?: boolean;
  className?: string;
};

/**
 * The one component every product picture goes through. Illustrations are SVG and skip the
 * optimiser; a photo (jpg/png/webp) would get resized variants through next/image.
 */
export function ProductImage({ image, alt, sizes = '(min-width: 1024px) 25vw, 50vw', priority, className }: ProductImageProps) {
  return (
    <Image
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      unoptimized={image.src.endsWith('.svg')}
      className={className}
    />
  );
}
