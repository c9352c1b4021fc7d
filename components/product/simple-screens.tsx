import Link from 'next/link';
import { useContext } from 'react';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { CATEGORY_ROUTES } from '@/lib/catalog/categories';
import { productImages } from '@/lib/catalog/images';
import { usePriceDisplay } from '@/stores/prices';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import type { BrandSummary, CardView, CategorySummary } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { ProductImage } from './product-image';
import { ProductGrid } from './product-grid';
import styles from './simple-screens.module.css';

function useCrumbs(last: { name: string; path: string }): Crumb[] {
  const { t } = useT(['catalog', 'common']);
  return [{ name: t('common:home'), path: '/' }, { name: t('catalog:breadcrumb_products'), path: '/products' }, last];
}

/** /products/bestsellers: the most sold products. */
export function BestsellersScreen({ products }: { products: CardView[] }) {
  const { t, locale } = useT(['catalog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  const crumbs = useCrumbs({ name: t('catalog:bestsellers_title'), path: '/products/bestsellers' });
  return (
    <div className="container">
      <Seo subline={t('catalog:bestsellers_title')} description={t('catalog:bestsellers_intro')} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl, locale)]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1>{t('catalog:bestsellers_title')}</h1>
        <p className={styles.intro}>{t('catalog:bestsellers_intro')}</p>
      </header>
      <ProductGrid products={products} variant="row" />
      <div className={styles.spacer} />
    </div>
  );
}

/** /products/brand: every brand with its product count, each linking to its filtered list. */
export function BrandsScreen({ brands }: { brands: BrandSummary[] }) {
  const { t, locale } = useT(['catalog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  const crumbs = useCrumbs({ name: t('catalog:brands_title'), path: '/products/brand' });
  return (
    <div className="container">
      <Seo subline={t('catalog:brands_title')} description={t('catalog:brands_intro')} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl, locale)]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1>{t('catalog:brands_title')}</h1>
        <p className={styles.intro}>{t('catalog:brands_intro')}</p>
      </header>
      <ul className={styles.brands} data-testid="brand-list">
        {brands.map((b) => (
          <li key={b.slug}>
            <Link href={`/products?brand=${b.slug}`} className={styles.brand}>
              <span className={styles.brandName}>{b.name}</span>
              <span className={styles.brandCount}>{t('catalog:brand_count', { count: b.productCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.spacer} />
    </div>
  );
}

const CATEGORY_FAMILY = {
  laptops: 'thinkpad',
  phones: 'iphone',
  tablets: 'ipad',
  monitors: 'office-monitor',
  'pc-systems': 'mini-pc',
  accessories: 'keyboard',
} as const;

/** Six category tiles with illustration, count and lowest price (used on /categories and home). */
function CategoryTiles({ categories, headingLevel = 2 }: { categories: CategorySummary[]; headingLevel?: 2 | 3 }) {
  const { t, locale } = useT(['catalog', 'common']);
  const prices = usePriceDisplay(locale);
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.tiles} data-testid="category-tiles">
      {CATEGORY_ROUTES.map((c) => {
        const info = categories.find((x) => x.category === c.category);
        return (
          <li key={c.category}>
            <Link href={c.path} className={styles.tile}>
              <ProductImage image={productImages({ family: CATEGORY_FAMILY[c.category], category: c.category })[0]!} alt="" sizes="200px" className={styles.tileImage} />
              <Heading className={styles.tileTitle}>{t(`common:category_${c.category}`)}</Heading>
              {info ? (
                <span className={styles.tileMeta}>
                  {t('catalog:brand_count', { count: info.productCount })}
                  {info.fromPriceCents ? ` · ${t('catalog:category_from', { price: prices.format(info.fromPriceCents) })}${prices.net ? ` ${t('common:price_net_label')}` : ''}` : ''}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** /categories */
export function CategoriesScreen({ categories }: { categories: CategorySummary[] }) {
  const { t, locale } = useT(['catalog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  const crumbs: Crumb[] = [
    { name: t('common:home'), path: '/' },
    { name: t('catalog:categories_title'), path: '/categories' },
  ];
  return (
    <div className="container">
      <Seo subline={t('catalog:categories_title')} description={t('catalog:categories_intro')} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl, locale)]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1>{t('catalog:categories_title')}</h1>
        <p className={styles.intro}>{t('catalog:categories_intro')}</p>
      </header>
      <CategoryTiles categories={categories} />
      <div className={styles.spacer} />
    </div>
  );
}

/** Home section: bestsellers below the categories. */
export function HomeBestsellers({ products }: { products: CardView[] }) {
  const { t } = useT(['catalog']);
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.homeSection}`} aria-labelledby="home-bestsellers">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="home-bestsellers">{t('catalog:home_bestsellers_title')}</h2>
          <p className={styles.intro}>{t('catalog:home_bestsellers_intro')}</p>
        </div>
        <Link href="/products/bestsellers" className={styles.all}>
          {t('catalog:home_bestsellers_all')} →
        </Link>
      </div>
      <ProductGrid products={products} headingLevel={3} variant="row" testId="home-bestsellers" />
    </section>
  );
}
