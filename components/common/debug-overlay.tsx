import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { readStorage } from '@/lib/browser-storage';
import { breakpointFor, siteConfig } from '@/lib/site-config';
import styles from './debug-overlay.module.css';

/** Shows the active breakpoint and viewport width when localStorage holds `debug`. */
export function DebugOverlay() {
  const { t } = useT();
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (readStorage('local', 'debug') === null) return;
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  if (width === null) return null;
  const name = breakpointFor(width);
  return (
    <div className={styles.overlay} data-testid="debug-overlay" aria-hidden="true">
      {t('debug_breakpoint')}: <strong>{name}</strong> · {width}px · max {siteConfig.contentWidth}px
    </div>
  );
}
