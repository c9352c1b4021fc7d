import Link from 'next/link';
import { useT } from '@/lib/i18n';
import { useAccountFormat } from './account-shell';
import styles from './area.module.css';

export type AccountSummary = {
  customerType: 'private' | 'business';
  openOrders: number;
  openInvoices: number;
  openInvoicesCents: number;
  co2Kg: number;
  devicesInUse: number | null;
  poolSize: number | null;
};

/** The account index's figures: orders, invoices, CO₂; devices and pool for business accounts only. */
export function AccountTiles({ summary, loading }: { summary: AccountSummary | null; loading: boolean }) {
  const { t } = useT('account-area');
  const f = useAccountFormat();
  if (!summary) {
    return loading ? (
      <p className={styles.status} role="status" data-testid="tiles-loading">
        {t('loading')}
      </p>
    ) : null;
  }
  const tiles = [
    { key: 'open_orders', href: '/account/orders', value: f.number(summary.openOrders), text: t('tile_open_orders_text') },
    { key: 'invoices', href: '/account/invoices', value: f.number(summary.openInvoices), text: t('tile_invoices_text', { amount: f.money(summary.openInvoicesCents) }) },
    ...(summary.customerType === 'business' && summary.devicesInUse !== null
      ? [
          { key: 'devices', href: '/account/devices', value: f.number(summary.devicesInUse), text: t('tile_devices_text') },
          { key: 'pool', href: '/account/devices/pool', value: f.number(summary.poolSize ?? 0), text: t('tile_pool_text') },
        ]
      : []),
    { key: 'co2', href: '/account/co2-savings', value: t('tile_co2_value', { kg: f.number(summary.co2Kg) }), text: t('tile_co2_text') },
  ];
  return (
    <ul className={styles.tiles} data-testid="account-tiles">
      {tiles.map((tile) => {
        const body = (
          <>
            <h3>{t(`tile_${tile.key}`)}</h3>
            <span className={styles.figure} data-testid={`tile-${tile.key}-value`}>
              {tile.value}
            </span>
            <p>{tile.text}</p>
          </>
        );
        return (
          <li key={tile.key} className={styles.tile} data-testid={`tile-${tile.key}`}>
            {tile.href ? <Link href={tile.href}>{body}</Link> : body}
          </li>
        );
      })}
    </ul>
  );
}
