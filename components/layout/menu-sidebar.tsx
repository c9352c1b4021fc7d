import Link from 'next/link';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { Sidebar } from '../common/sidebar';
import { LanguageSwitch } from './language-switch';
import { MAIN_NAV } from './nav-links';
import styles from './menu-sidebar.module.css';

/** The phone navigation, in the UI store's sidebar. */
export function MenuSidebar() {
  const { t } = useT();
  const open = useUIStore((s) => s.displaySidebar && s.sidebarView === 'menu');
  const close = useUIStore((s) => s.closeSidebar);
  return (
    <Sidebar open={open} onClose={close} title={t('menu')} side="left" testId="menu-sidebar">
      <nav aria-label={t('nav_label')}>
        <ul className={styles.list}>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={styles.link} onClick={close}>
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/account" className={styles.link} onClick={close}>
              {t('account')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.lang}>
        <LanguageSwitch landmark={false} />
      </div>
    </Sidebar>
  );
}
