import { useRouter } from 'next/router';
import { useContext, useEffect, useState, type ComponentType } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { gradeExplanationHref } from '@/lib/catalog/constants';
import { categoryPath } from '@/lib/catalog/categories';
import { formatRam, formatScreen, formatStorage } from '@/lib/catalog/format';
import { productImages } from '@/lib/catalog/images';
import { formatPrice, savingsPercent } from '@/lib/catalog/money';
import { NetLabel } from '@/components/common/net-label';
import { usePriceDisplay } from '@/stores/prices';
import { breadcrumbJsonLd, productJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import { localizeTerm } from '@/lib/catalog/terms';
import type { CardView, ProductDetail, SpecValue, Variant } from '@/lib/catalog/types';
import { defaultVariant } from '@/lib/catalog/variant-picker';
import { useT } from '@/lib/i18n';
import { deliveryDays } from '@/lib/delivery-config';
import { whenIdle } from '@/lib/idle';
import { siteConfig, type Locale } from '@/lib/site-config';
import Link from 'next/link';
import { Breadcrumbs } from './breadcrumbs';
import { GradeChip } from './grade-chip';
import { ProductGallery } from './product-gallery';
import { ProductGrid } from './product-grid';
import { VariantPicker } from './variant-picker';
import styles from './product-detail-screen.module.css';
import { dateTimeFormat, localeTag, numberFormat } from '@/lib/intl';

export type ProductDetailScreenProps = { product: ProductDetail; related: CardView[]; initialVariantId: number | null };

const LOW_STOCK = 5;

function specRows(p: ProductDetail, v: Variant, t: ReturnType<typeof useT>['t'], locale: Locale): [string, string][] {
  const rows: [string, string][] = [
    [t('product:spec_brand'), p.brand.name],
    [t('product:spec_model'), p.title],
  ];
  if (p.releaseYear) rows.push([t('product:spec_release_year'), String(p.releaseYear)]);
  const s = p.specs;
  const str = (x: SpecValue | undefined) => (x === undefined ? null : Array.isArray(x) ? x.map((y) => localizeTerm(y, locale)).join(', ') : localizeTerm(String(x), locale));
  const push = (key: string, value: string | null) => {
    if (value) rows.push([t(`product:spec_${key}`), value]);
  };
  push('cpu', str(s.cpu));
  push('gpu', str(s.gpu));
  if (p.screenTenths) push('screen', formatScreen(p.screenTenths, locale));
  push('screenResolution', str(s.screenResolution));
  push('panel', str(s.panel));
  if (typeof s.refreshHz === 'number') push('refreshHz', `${s.refreshHz} Hz`);
  push('os', p.os);
  if (v.options.ramGb) push('ram', formatRam(v.options.ramGb));
  if (v.options.storageGb) push('storage', formatStorage(v.options.storageGb, locale));
  push('ports', str(s.ports));
  push('connectivity', str(s.connectivity));
  push('camera', str(s.camera));
  if (typeof s.batteryWh === 'number') push('batteryWh', `${numberFormat(localeTag(locale)).format(s.batteryWh)} Wh`);
  if (typeof s.batteryMah === 'number') push('batteryMah', `${numberFormat(localeTag(locale)).format(s.batteryMah)} mAh`);
  if (typeof s.weightGrams === 'number') {
    const w = s.weightGrams >= 1000 ? `${numberFormat(localeTag(locale), { maximumFractionDigits: 2 }).format(s.weightGrams / 1000)} kg` : `${s.weightGrams} g`;
    push('weightGrams', w);
  }
  push('dimensionsMm', str(s.dimensionsMm));
  return rows;
}

/** the estimate's component once fetched: later product pages of the visit show it at once */
let deliveryEstimate: ComponentType | null = null;
const loadDeliveryEstimate = () =>
  import('./delivery-estimate-line').then((m) => {
    deliveryEstimate = m.DeliveryEstimateLine;
    return deliveryEstimate;
  });

/**
 * The delivery line: the stated delivery time as rendered on the server, replaced by the window of
 * an order placed now once the browser is idle. The window depends on the visitor's clock (cut-off)
 * and the holiday calendar, which is fetched then rather than with the page.
 */
function DeliveryLine({ fallback }: { fallback: string }) {
  const [Estimate, setEstimate] = useState<ComponentType | null>(() => deliveryEstimate);
  useEffect(() => {
    if (deliveryEstimate) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadDeliveryEstimate()
        .then((component) => {
          if (live) setEstimate(() => component);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Estimate ? <Estimate /> : <>{fallback}</>;
}

/** The product page: gallery, offer picker, price with PAngV note, delivery, CO2, specs, related. */
export function ProductDetailScreen({ product: p, related, initialVariantId }: ProductDetailScreenProps) {
  const { t, locale } = useT(['product', 'catalog', 'common']);
  const router = useRouter();
  const siteUrl = useContext(SiteUrlContext);
  const requested = typeof router.query.variant === 'string' ? Number(router.query.variant) : initialVariantId;
  const current = defaultVariant(p.variants, requested)!;
  const catPath = categoryPath(p.category);
  const crumbs: Crumb[] = [
    { name: t('common:home'), path: '/' },
    { name: t(`common:category_${p.category}`), path: catPath },
    { name: p.title, path: `/products/${p.handle}` },
  ];
  const save = savingsPercent(current.priceCents, current.compareAtCents);
  const prices = usePriceDisplay(locale);
  const days = deliveryDays();
  const images = productImages(p);
  const paragraphs = p.description.split(/\n{2,}/);

  return (
    <div className={`container ${styles.page}`}>
      <Seo
        subline={p.title}
        description={p.summary}
        path={`/products/${p.handle}`}
        type="product"
        image={images[0]!.src}
        jsonLd={[productJsonLd(p, siteUrl, locale, p.summary), breadcrumbJsonLd(crumbs, siteUrl, locale)]}
      />
      <Breadcrumbs items={crumbs} />
      <div className={styles.top}>
        <ProductGallery images={images} title={p.title} />
        <div className={styles.buy}>
          <p className={styles.brand}>{p.brand.name}</p>
          <h1 className={styles.title} data-testid="product-title">
            {p.title}
          </h1>
          <p className={styles.gradeLine}>
            <Link href={gradeExplanationHref(current.grade, locale)} className={styles.gradeLink} data-testid="grade-badge">
              <GradeChip grade={current.grade} size="md" />
              <span>{t('product:grade_explained_link')}</span>
            </Link>
          </p>
          <p className={styles.summary}>{p.summary}</p>

          <VariantPicker variants={p.variants} current={current} handle={p.handle} />

          <div className={styles.priceBox} data-testid="price-box">
            <p className={styles.price} data-testid="product-price" aria-live="polite">
              <span className="visually-hidden">{t('product:price_label')}: </span>
              {prices.format(current.priceCents)}
              {prices.net ? <NetLabel /> : null}
            </p>
            {current.reduction ? (
              <p className={styles.reduced} data-testid="price-reduction">
                {t('product:reduced_from', {
                  date: dateTimeFormat(localeTag(locale), { timeZone: 'Europe/Berlin' }).format(new Date(current.reduction.since)),
                  price: prices.format(current.reduction.lowestPriorCents),
                })}
              </p>
            ) : null}
            {current.compareAtCents && save && save >= 5 ? (
              <p className={styles.compare} data-testid="price-compare">
                {t('product:compare_at', { price: prices.format(current.compareAtCents) })}{' '}
                <span className={styles.save}>{t('product:you_save', { percent: save })}</span>
              </p>
            ) : null}
            <p className={styles.legal} data-testid="price-legal">
              {prices.net
                ? t('common:price_net_vat_shipping', { vat: Math.round(siteConfig.vatRate * 100), shipping: prices.format(siteConfig.shippingCents) })
                : t('product:vat_shipping', { vat: Math.round(siteConfig.vatRate * 100), shipping: formatPrice(siteConfig.shippingCents, locale) })}
            </p>
            <p className={current.stock === 0 ? styles.soldOut : current.stock <= LOW_STOCK ? styles.low : styles.inStock} data-testid="stock">
              {current.stock === 0 ? t('product:sold_out') : current.stock <= LOW_STOCK ? t('product:in_stock_low', { count: current.stock }) : t('product:in_stock')}
            </p>
            <div className={styles.buyButton}>
              <AddToCartButton variantId={current.stock > 0 ? current.id : null} disabled={current.stock === 0} block />
            </div>
            {current.stock > 0 ? (
              <p className={styles.delivery} data-testid="delivery-window">
                <DeliveryLine fallback={t('product:delivery', days)} />
              </p>
            ) : null}
            <ul className={styles.trust}>
              <li>{t('product:delivery', days)}</li>
              <li>{t('product:warranty')}</li>
              <li>{t('product:data_wipe')}</li>
            </ul>
            <p className={styles.sku}>{t('product:variant_sku', { sku: current.sku })}</p>
          </div>

          <div className={styles.co2} data-testid="co2">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M5 19c8 0 14-6 14-14-8 0-14 6-14 14zm0 0 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <div>
              <p className={styles.co2Title}>{t('product:co2_title', { kg: p.co2.kg })}</p>
              <p className={styles.co2Text}>
                {t('product:co2_text')} {t(`product:co2_source_${p.co2.source}`)}.{' '}
                <Link href="/going-full-circle">{t('product:co2_method')}</Link>
              </p>
            </div>
          </div>
        </div>
      </div>

      <div className={styles.details}>
        <section aria-labelledby="description-title" className={styles.description}>
          <h2 id="description-title">{t('product:description_title')}</h2>
          {paragraphs.map((para, i) => (
            <p key={i}>{para}</p>
          ))}
          {p.tags.length ? (
            <p className={styles.tags}>
              <span>{t('product:tags_label')}:</span>
              {p.tags.map((tag) => (
                <Link key={tag} href={`/tags/${tag}`} className={styles.tag}>
                  {t(`catalog:tag_${tag}`, { defaultValue: tag })}
                </Link>
              ))}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="specs-title" className={styles.specs}>
          <h2 id="specs-title">{t('product:specs_title')}</h2>
          <table className={styles.table} data-testid="specs-table">
            <tbody>
              {specRows(p, current, t, locale).map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      {related.length ? (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">{t('product:related_title')}</h2>
          <ProductGrid products={related} headingLevel={3} variant="row" testId="related-products" />
        </section>
      ) : null}
    </div>
  );
}
