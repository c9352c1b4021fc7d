import { accessoryCo2Kg, CO2_DEFAULTS } from '@/lib/catalog/co2';
import type { Category } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import styles from './content-page.module.css';
import { localeTag, numberFormat } from '@/lib/intl';

const ORDER: Category[] = ['laptops', 'pc-systems', 'tablets', 'monitors', 'phones', 'accessories'];

/** The factors the shop computes CO₂e savings with, read from the same data the product pages and orders use. */
export function Co2FactorsTable() {
  const { t, locale } = useT(['content', 'common']);
  const kg = (n: number) => numberFormat(localeTag(locale)).format(n);
  return (
    <section aria-labelledby="co2-factors" className={styles.prose} data-testid="co2-factors">
      <h2 id="co2-factors">{t('content:co2_table_title')}</h2>
      <p>{t('content:co2_table_intro')}</p>
      <table tabIndex={0}>
        <caption className="visually-hidden">{t('content:co2_table_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('content:co2_table_category')}</th>
            <th scope="col">{t('content:co2_table_kg')}</th>
            <th scope="col">{t('content:co2_table_source')}</th>
          </tr>
        </thead>
        <tbody>
          {ORDER.map((c) => (
            <tr key={c}>
              <th scope="row">{t(`common:category_${c}`)}</th>
              <td data-testid={`co2-factor-${c}`}>{c === 'accessories' ? t('content:co2_table_accessories', { mouse: kg(accessoryCo2Kg('mouse')), headset: kg(accessoryCo2Kg('headset')), dock: kg(accessoryCo2Kg('dock')), keyboard: kg(accessoryCo2Kg('keyboard')), other: kg(CO2_DEFAULTS[c].kg) }) : `${kg(CO2_DEFAULTS[c].kg)} kg`}</td>
              <td>{t(`content:co2_src_${CO2_DEFAULTS[c].source}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('content:co2_table_override')}</p>
    </section>
  );
}
