import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useId, useState, type KeyboardEvent } from 'react';
import type { SuggestionFeedState } from './search-suggestion-feed';
import { primaryImage } from '@/lib/catalog/images';
import { usePriceDisplay } from '@/stores/prices';
import { useT } from '@/lib/i18n';
import { SUGGEST_MIN_CHARS } from './search-constants';
import styles from './header.module.css';
import s from './search-field.module.css';

// swr and the suggestion fetching load when the visitor first focuses the field
const SuggestionFeed = dynamic(() => import('./search-suggestion-feed'), { ssr: false });

/**
 * The header search: a plain GET form to /products?q=, so it works without JavaScript. With
 * JavaScript it is an ARIA combobox that suggests products while typing.
 */
export function SearchField({ id = 'site-search' }: { id?: string }) {
  const { t, locale } = useT('common');
  const router = useRouter();
  const prices = usePriceDisplay(locale);
  const current = typeof router.query.q === 'string' ? router.query.q : '';
  const [value, setValue] = useState(current);
  const [lastCurrent, setLastCurrent] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${useId()}-suggestions`;
  if (current !== lastCurrent) {
    setLastCurrent(current);
    setValue(current);
  }
  const [engaged, setEngaged] = useState(false);
  const [feed, setFeed] = useState<SuggestionFeedState>({ items: [], pages: [], ready: false });
  const { items, pages, ready } = feed;
  // one list for the keyboard: products first, then pages and articles
  const hrefs = [...items.map((i) => `/products/${i.handle}`), ...pages.map((p) => p.path)];
  const count = hrefs.length;
  const showList = open && value.trim().length >= SUGGEST_MIN_CHARS && ready;
  const go = (href: string) => {
    setOpen(false);
    void router.push(href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (count ? (a + 1) % count : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (count ? (a <= 0 ? count - 1 : a - 1) : -1));
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (e.key === 'Enter' && showList && active >= 0 && hrefs[active]) {
      e.preventDefault();
      go(hrefs[active]);
    }
  };
  return (
    <form role="search" action={locale === 'en' ? '/en/products' : '/products'} method="get" className={`${styles.search} ${s.wrap}`} onSubmit={() => setOpen(false)}>
      <label htmlFor={id} className="visually-hidden">
        {t('common:search_label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setEngaged(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          setEngaged(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        placeholder={t('common:search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={styles.searchInput}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        data-testid="search-input"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('common:search_submit')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={s.popup} hidden={!showList}>
        <div id={listId} role="listbox" aria-label={t('common:search_suggestions')} className={s.list} data-testid="search-suggestions">
          {items.length ? (
            <ul role="group" aria-label={t('common:search_group_products')} className={s.group}>
              {pages.length ? (
                <li role="presentation" aria-hidden="true" className={s.groupTitle}>
                  {t('common:search_group_products')}
                </li>
              ) : null}
              {items.map((item, i) => (
                <li
                  key={item.handle}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={s.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(`/products/${item.handle}`)}
                  onMouseEnter={() => setActive(i)}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- tiny illustration, no layout shift in a popup */}
                  <img src={primaryImage(item).src} alt="" width={48} height={36} className={s.thumb} />
                  <span className={s.title}>{item.title}</span>
                  {item.fromPriceCents ? <span className={s.price}>{t('common:search_from_price', { price: prices.format(item.fromPriceCents) }) + (prices.net ? ` ${t('common:price_net_label')}` : '')}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {pages.length ? (
            <ul role="group" aria-label={t('common:search_group_pages')} className={s.group} data-testid="search-suggestions-pages">
              <li role="presentation" aria-hidden="true" className={s.groupTitle}>
                {t('common:search_group_pages')}
              </li>
              {pages.map((hit, k) => {
                const i = items.length + k;
                return (
                  <li
                    key={hit.path}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={`${s.option} ${s.pageOption}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(hit.path)}
                    onMouseEnter={() => setActive(i)}
                  >
                    <span className={s.pageIcon} aria-hidden="true">
                      {hit.kind === 'article' ? '¶' : '→'}
                    </span>
                    <span className={s.title}>{hit.title}</span>
                    <span className={s.price}>{t(hit.kind === 'article' ? 'common:search_kind_article' : 'common:search_kind_page')}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {count === 0 ? <p className={s.none}>{t('common:search_no_suggestions')}</p> : null}
        <button type="submit" className={s.all}>
          {t('common:search_all_results', { q: value.trim() })}
        </button>
      </div>
      {engaged ? <SuggestionFeed query={value} locale={locale} onChange={setFeed} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {showList ? t('common:search_suggestions_count', { count }) : ''}
      </p>
    </form>
  );
}
