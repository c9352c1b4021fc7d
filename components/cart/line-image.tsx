import styles from './cart.module.css';

/** Simple line drawings per category, so every cart line has a recognisable picture. */
const PATHS: Record<string, string> = {
  laptops: 'M12 14h40v26H12z M6 44h52l-4 6H10z',
  phones: 'M22 6h20a3 3 0 0 1 3 3v46a3 3 0 0 1-3 3H22a3 3 0 0 1-3-3V9a3 3 0 0 1 3-3z M29 52h6',
  tablets: 'M14 8h36a3 3 0 0 1 3 3v42a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3z M30 51h4',
  monitors: 'M8 10h48v32H8z M26 42l-3 10h18l-3-10 M20 52h24',
  'pc-systems': 'M20 8h24v48H20z M26 16h12 M26 22h12 M32 44a3 3 0 1 0 0.01 0',
  accessories: 'M10 24h44v18H10z M16 30h4 M24 30h4 M32 30h4 M40 30h4 M20 36h24',
};

export type LineImageProps = { category: string; size?: 'sm' | 'md' };

/** Decorative product picture of a cart or order line (the title next to it carries the meaning). */
export function LineImage({ category, size = 'md' }: LineImageProps) {
  return (
    <span className={`${styles.image} ${size === 'sm' ? styles.imageSm : ''}`} aria-hidden="true">
      <svg viewBox="0 0 64 64" focusable="false">
        <path d={PATHS[category] ?? PATHS.accessories} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </span>
  );
}
