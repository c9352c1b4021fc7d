import Link from 'next/link';
import { useRouter } from 'next/router';
import { useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/common/button';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { Sidebar } from '@/components/common/sidebar';
import { activeFilterCount, clearFilters, listingHref, serializeListing, setPriceRange, toggleFacetValue } from '@/lib/catalog/listing-url';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import { SORT_KEYS, type FacetKey, type ListingPageData, type ListingState, type ListingView } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { Breadcrumbs } from './breadcrumbs';
import { facetValueLabel } from './facet-labels';
import { FacetPanel } from './facet-panel';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import styles from './listing-screen.module.css';

/** `children` appear between the heading and the products (e.g. articles of a tag, pages a search found). */
export type ListingScreenProps = ListingPageData & { children?: ReactNode };


function useRouteBusy(): boolean {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const start = () => setBusy(true);
    const done = () => setBusy(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);
  return busy;
}

/** A product listing: heading, facets (sidebar on phones), sorting, active filters, grid and pages. */
/** A word of the query as the shopper typed it (the search reads it in lower case). */
function asTyped(word: string, q: string): string {
  const at = q.toLowerCase().indexOf(word);
  return at >= 0 ? q.slice(at, at + word.length) : word;
}

export function ListingScreen({ kind, basePath, fixed, state: served, result, children }: ListingScreenProps) {
  const { t, locale } = useT(['catalog', 'common']);
  const router = useRouter();
  const siteUrl = useContext(SiteUrlContext);
  const busy = useRouteBusy();
  const displaySidebar = useUIStore((s) => s.displaySidebar && s.sidebarView === 'filters');
  const openSidebar = useUIStore((s) => s.openSidebar);
  const closeSidebar = useUIStore((s) => s.closeSidebar);

  // the state being navigated to, shown at once (checkboxes tick immediately) until the server answers
  const servedKey = serializeListing(served).toString();
  const [pending, setPending] = useState<{ from: string; state: ListingState } | null>(null);
  const [seenKey, setSeenKey] = useState(servedKey);
  if (seenKey !== servedKey) {
    // a new server state arrived (navigation done, or back/forward): it wins
    setSeenKey(servedKey);
    setPending(null);
  }
  const state = pending && pending.from === servedKey ? pending.state : served;
  const navigate = (next: ListingState) => {
    setPending({ from: servedKey, state: next });
    void router.push(listingHref(basePath, next, fixed), undefined, { scroll: false });
  };
  const onToggle = (key: Exclude<FacetKey, 'price'>, value: string) => navigate(toggleFacetValue(state, key, value));
  const onPrice = (min: number | undefined, max: number | undefined) => navigate(setPriceRange(state, min, max));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    closeSidebar();
  };

  let title: string;
  let intro: string | undefined;
  const crumbs: Crumb[] = [{ name: t('common:home'), path: '/' }];
  if (kind.type === 'category') {
    title = t(`catalog:category_title_${kind.category}`);
    intro = t(`catalog:category_intro_${kind.category}`);
    crumbs.push({ name: t(`common:category_${kind.category}`), path: basePath });
  } else if (kind.type === 'tag') {
    const label = t(`catalog:tag_${kind.tag}`, { defaultValue: kind.tag });
    title = t('catalog:tag_title', { tag: label });
    intro = t('catalog:tag_intro', { tag: label });
    crumbs.push({ name: t('catalog:breadcrumb_products'), path: '/products' }, { name: label, path: basePath });
  } else {
    title = state.q ? t('catalog:search_title', { q: state.q }) : t('catalog:products_title');
    intro = state.q ? undefined : t('catalog:products_intro');
    crumbs.push({ name: t('catalog:breadcrumb_products'), path: '/products' });
  }

  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const filterCount = activeFilterCount(state);
  const chips = activeChips(state, result, t, locale);
  const formAction = (locale === 'en' ? '/en' : '') + basePath;
  const canonicalQuery = serializeListing({ ...clearFilters(state), sort: undefined, q: undefined, page: state.page }, fixed).toString();
  const filtered = filterCount > 0 || Boolean(state.q) || state.sort !== 'relevance';

  const panel = (idPrefix: string) => (
    <FacetPanel facets={result.facets} state={state} basePath={basePath} fixed={fixed} idPrefix={idPrefix} onToggle={onToggle} onPrice={onPrice} />
  );
  const hidden = (
    <>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.category && !fixed.includes('category') ? <input type="hidden" name="category" value={state.category} /> : null}
    </>
  );

  return (
    <div className="container">
      <Seo
        subline={title}
        description={intro}
        path={basePath}
        query={canonicalQuery || undefined}
        noindex={filtered}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl, locale)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {result.searchMode === 'fuzzy' && state.q && result.total > 0 ? <p className={styles.note}>{t('catalog:search_fuzzy', { q: state.q })}</p> : null}
        {result.searchMode === 'relaxed' && result.searchDropped?.length && result.total > 0 ? (
          <p className={styles.note} data-testid="search-relaxed">
            {t('catalog:search_relaxed', {
              count: result.searchDropped.length,
              words: result.searchDropped.map((word) => t('catalog:search_word', { word: asTyped(word, state.q ?? '') })).join(', '),
            })}
          </p>
        ) : null}
      </header>
      {children}

      <div className={styles.layout}>
        <aside className={styles.aside} aria-labelledby="facets-title">
          <h2 id="facets-title" className="visually-hidden">
            {t('catalog:filters')}
          </h2>
          <form method="get" action={formAction} id="listing-form" onSubmit={onSubmit}>
            {hidden}
            {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}
            {panel('')}
            {/* without JavaScript the form is sent as it is; with it, every change applies at once */}
            <noscript>
              <Button type="submit" block className={styles.apply}>
                {t('catalog:filters_apply')}
              </Button>
            </noscript>
          </form>
        </aside>

        <section className={styles.main} aria-labelledby="results-count">
          <div className={styles.toolbar}>
            <p id="results-count" className={styles.count} aria-live="polite" data-testid="results-count">
              {t('catalog:results', { count: result.total })}
            </p>
            <button
              type="button"
              className={styles.filterButton}
              onClick={() => openSidebar('filters')}
              data-testid="open-filters"
              aria-haspopup="dialog"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {filterCount ? t('catalog:filters_with_count', { count: filterCount }) : t('catalog:filters')}
            </button>
            <form method="get" action={formAction} className={styles.sortForm}>
              {hidden}
              {chipsHiddenInputs(state, fixed)}
              <label htmlFor="listing-sort" className={styles.sortLabel}>
                {t('catalog:sort_label')}
              </label>
              <select
                id="listing-sort"
                name="sort"
                value={state.sort}
                className={styles.sort}
                data-testid="sort-select"
                onChange={(e) => navigate({ ...state, sort: e.target.value as ListingState['sort'], page: 1 })}
              >
                {SORT_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {t(`catalog:sort_${k}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <Button type="submit" variant="secondary">
                  {t('catalog:filters_apply')}
                </Button>
              </noscript>
            </form>
          </div>

          {chips.length ? (
            <div className={styles.chipsRow}>
              <h2 className="visually-hidden">{t('catalog:filters_active')}</h2>
              <ul className={styles.chips} data-testid="active-filters">
                {chips.map((c) => (
                  <li key={c.key}>
                    <Link href={listingHref(basePath, c.without, fixed)} scroll={false} className={styles.chip} aria-label={t('catalog:filter_remove', { label: c.label })}>
                      {c.label} <span aria-hidden="true">×</span>
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href={listingHref(basePath, clearFilters(state), fixed)} scroll={false} className={styles.clear} data-testid="clear-filters">
                    {t('catalog:filters_clear')}
                  </Link>
                </li>
              </ul>
            </div>
          ) : null}

          <div className={busy ? styles.busy : undefined} aria-busy={busy}>
            {busy ? <p className="visually-hidden">{t('catalog:loading')}</p> : null}
            {result.items.length > 0 ? (
              <ProductGrid
                products={result.items}
                // with offer filters (RAM, storage, grade, price) a card opens the offer it shows
                linkOffers={state.ram.length + state.storage.length + state.grade.length > 0 || state.minPrice !== undefined || state.maxPrice !== undefined}
              />
            ) : (
              <EmptyState state={state} pageBeyond={result.total > 0} basePath={basePath} fixed={fixed} />
            )}
          </div>
          <Pagination state={state} pages={pages} basePath={basePath} fixed={fixed} />
        </section>
      </div>

      <Sidebar
        open={displaySidebar}
        onClose={closeSidebar}
        title={t('catalog:filters')}
        side="left"
        testId="filters-sidebar"
        footer={
          <Button block onClick={closeSidebar} data-testid="filters-show-results">
            {t('catalog:filters_show_results', { count: result.total })}
          </Button>
        }
      >
        <form method="get" action={formAction} onSubmit={onSubmit}>
          {hidden}
          {panel('m-')}
        </form>
      </Sidebar>
    </div>
  );
}

function chipsHiddenInputs(state: ListingState, fixed: readonly string[]) {
  const params = serializeListing({ ...state, q: undefined, sort: undefined, page: 1 }, [...fixed, 'category']);
  return Array.from(params.entries()).map(([k, v], i) => <input key={`${k}-${v}-${i}`} type="hidden" name={k} value={v} />);
}

type Chip = { key: string; label: string; without: ListingState };

function activeChips(state: ListingState, result: ListingView, t: ReturnType<typeof useT>['t'], locale: 'de' | 'en'): Chip[] {
  const chips: Chip[] = [];
  for (const key of ['brand', 'grade', 'ram', 'storage', 'screen', 'cpu', 'os'] as const) {
    for (const v of state[key] as (string | number)[]) {
      const value = String(v);
      const label = result.facets.find((f) => f.key === key)?.values.find((x) => x.value === value)?.label;
      chips.push({ key: `${key}-${value}`, label: facetValueLabel(key, value, label, t, locale), without: toggleFacetValue(state, key, value) });
    }
  }
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    chips.push({
      key: 'price',
      label: t('catalog:price_range_chip', { range: facetValueLabel('price', `${state.minPrice ?? 0}-${state.maxPrice ?? ''}`, undefined, t, locale) }),
      without: setPriceRange(state, undefined, undefined),
    });
  }
  return chips;
}

function EmptyState({ state, pageBeyond, basePath, fixed }: { state: ListingState; pageBeyond: boolean; basePath: string; fixed: readonly string[] }) {
  const { t } = useT('catalog');
  if (pageBeyond) {
    return (
      <div className={styles.empty} data-testid="empty-state">
        <h2>{t('catalog:page_empty')}</h2>
        <ButtonLink href={listingHref(basePath, { ...state, page: 1 }, fixed)}>{t('catalog:page_first')}</ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.empty} data-testid="empty-state">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false" className={styles.emptyIcon}>
        <circle cx="28" cy="28" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="m42 42 12 12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M21 28h14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2>{t('catalog:empty_title')}</h2>
      <p>{state.q ? t('catalog:empty_search_text', { q: state.q }) : t('catalog:empty_text')}</p>
      <div className={styles.emptyActions}>
        {activeFilterCount(state) > 0 ? (
          <ButtonLink href={listingHref(basePath, clearFilters(state), fixed)} variant="secondary">
            {t('catalog:filters_clear')}
          </ButtonLink>
        ) : null}
        <ButtonLink href="/products">{t('catalog:empty_all_products')}</ButtonLink>
      </div>
    </div>
  );
}
