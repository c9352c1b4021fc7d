import Link from 'next/link';
import type { ReactNode } from 'react';
import { Seo } from '@/components/common/seo';
import { useT } from '@/lib/i18n';
import styles from './fleet.module.css';

export type FleetSection = 'devices' | 'pool' | 'employees' | 'co2';

const LINKS: { key: FleetSection; href: string; label: string }[] = [
  { key: 'devices', href: '/account/devices', label: 'nav_devices' },
  { key: 'pool', href: '/account/devices/pool', label: 'nav_pool' },
  { key: 'employees', href: '/account/devices/employees', label: 'nav_employees' },
  { key: 'co2', href: '/account/co2-savings', label: 'nav_co2' },
];

/** Frame of the fleet screens: title, intro, the section links (CO2 only for private accounts). */
export function FleetShell({ section, title, intro, showFleet, children }: { section: FleetSection; title: string; intro?: string; showFleet: boolean; children: ReactNode }) {
  const { t } = useT('fleet');
  const links = showFleet ? LINKS : [];
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={title} noindex />
      <Link href="/account" className={styles.back}>
        ← {t('back_to_account')}
      </Link>
      <div className={styles.head}>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
      {links.length ? (
        <nav aria-label={t('nav_label')} className={styles.nav}>
          <ul>
            {links.map((l) => (
              <li key={l.key}>
                <Link href={l.href} aria-current={l.key === section ? 'page' : undefined} data-testid={`fleet-nav-${l.key}`}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </div>
  );
}
