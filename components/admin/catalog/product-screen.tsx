import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/common/button';
import { formatPrice } from '@/lib/catalog/money';
import { adminProductUpdate, parseEuros, type AdminOfferUpdate } from '@/lib/contracts/admin-catalog';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { DataTable, type Column } from '../list/data-table';
import { AdminNotice, type Notice } from '../notice';
import own from './catalog.module.css';

/** One offer (grade × configuration) of a product, with its last price changes. */
export type AdminOffer = {
  id: number;
  sku: string;
  grade: string;
  ramGb: number | null;
  storageGb: number | null;
  colour: string | null;
  keyboard: string | null;
  /** cents, gross */
  priceCents: number;
  /** cents, gross; the struck-through "was" price */
  listPriceCents: number | null;
  stock: number;
  unitsSold: number;
  /** newest first; validFrom ISO 8601, priceCents gross */
  priceHistory: readonly { validFrom: string; priceCents: number }[];
};

/** A product as its back-office page edits it: texts in both languages, publish state and offers. */
type AdminProductDetail = {
  id: number;
  handle: string;
  brand: string;
  category: string;
  title: string;
  summaryDe: string;
  summaryEn: string;
  descriptionDe: string;
  descriptionEn: string;
  keywordsDe: string;
  keywordsEn: string;
  published: boolean;
  offers: readonly AdminOffer[];
};

export type AdminProductScreenProps = { product: AdminProductDetail };

type ErrorBody = { error?: { code?: string; details?: { path: string; code: string }[] } };

const TEXT_FIELDS = ['title', 'summaryDe', 'summaryEn', 'descriptionDe', 'descriptionEn', 'keywordsDe', 'keywordsEn'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const MULTILINE: ReadonlySet<TextField> = new Set(['summaryDe', 'summaryEn', 'descriptionDe', 'descriptionEn']);

type OfferDraft = { price: string; listPrice: string; stock: string };

function euroText(cents: number | null, locale: string): string {
  if (cents === null) return '';
  const sep = locale === 'en' ? '.' : ',';
  return `${Math.trunc(cents / 100)}${sep}${String(cents % 100).padStart(2, '0')}`;
}

function drafts(product: AdminProductDetail, locale: string): Record<number, OfferDraft> {
  return Object.fromEntries(product.offers.map((o) => [o.id, { price: euroText(o.priceCents, locale), listPrice: euroText(o.listPriceCents, locale), stock: String(o.stock) }]));
}

function textsOf(product: AdminProductDetail): Record<TextField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((f) => [f, product[f]])) as Record<TextField, string>;
}

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(new Date(iso));
}

/** /admin/catalog/{id}: a product's texts in both languages, publish state, and its offers' prices, list prices and stock. */
export function AdminProductScreen({ product }: AdminProductScreenProps) {
  const { t, locale } = useT('admin-catalog');
  const router = useRouter();
  const [texts, setTexts] = useState<Record<TextField, string>>(() => textsOf(product));
  const [published, setPublished] = useState(product.published);
  const [offers, setOffers] = useState<Record<number, OfferDraft>>(() => drafts(product, locale));
  const [textErrors, setTextErrors] = useState<Partial<Record<TextField, string>>>({});
  const [offerErrors, setOfferErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'texts' | 'offers' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const send = async (kind: 'texts' | 'offers', body: Record<string, unknown>) => {
    setBusy(kind);
    setNotice(null);
    try {
      const res = await fetch(`/api/admin/catalog/products/${product.id}`, {
        method: 'PATCH',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as { changed?: boolean; product?: AdminProductDetail } & ErrorBody;
      if (res.ok && json.product) {
        setTexts(textsOf(json.product));
        setPublished(json.product.published);
        setOffers(drafts(json.product, locale));
        setNotice({ kind: 'success', text: t(json.changed ? 'saved' : 'nothing_changed') });
        await router.replace(router.asPath, undefined, { scroll: false });
      } else if (res.status === 401) {
        await router.push('/admin/login');
      } else if (res.status === 400 && json.error?.details) {
        const errs: Partial<Record<TextField, string>> = {};
        for (const d of json.error.details) if ((TEXT_FIELDS as readonly string[]).includes(d.path)) errs[d.path as TextField] = t(`error_${d.code}`, { defaultValue: t('error_generic') });
        setTextErrors(errs);
        setNotice({ kind: 'error', text: t('error_fix_fields') });
      } else {
        setNotice({ kind: 'error', text: t(res.status === 404 ? 'error_not_found' : 'error_generic') });
      }
    } catch {
      setNotice({ kind: 'error', text: t('error_generic') });
    } finally {
      setBusy(null);
    }
  };

  const saveTexts = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...texts, published };
    const parsed = z.safeParse(adminProductUpdate, body);
    if (!parsed.success) {
      const errs: Partial<Record<TextField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as TextField;
        errs[field] ??= t(`error_${issue.message}`, { defaultValue: t('error_generic') });
      }
      setTextErrors(errs);
      setNotice({ kind: 'error', text: t('error_fix_fields') });
      return;
    }
    setTextErrors({});
    void send('texts', body);
  };

  const saveOffers = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    const changes: AdminOfferUpdate[] = [];
    for (const o of product.offers) {
      const d = offers[o.id]!;
      const change: AdminOfferUpdate = { id: o.id };
      const price = parseEuros(d.price);
      if (price === null || price <= 0) errs[`${o.id}.price`] = t('error_price');
      else if (price !== o.priceCents) change.priceCents = price;
      const list = d.listPrice.trim() === '' ? null : parseEuros(d.listPrice);
      if (list === null && d.listPrice.trim() !== '') errs[`${o.id}.listPrice`] = t('error_list_price');
      else if (list !== null && list <= 0) errs[`${o.id}.listPrice`] = t('error_list_price');
      else if (list !== o.listPriceCents) change.listPriceCents = list;
      const stock = d.stock.trim();
      if (!/^\d{1,6}$/.test(stock)) errs[`${o.id}.stock`] = t('error_stock');
      else if (Number(stock) !== o.stock) change.stock = Number(stock);
      if (Object.keys(change).length > 1) changes.push(change);
    }
    setOfferErrors(errs);
    if (Object.keys(errs).length) {
      setNotice({ kind: 'error', text: t('error_fix_fields') });
      return;
    }
    if (!changes.length) {
      setNotice({ kind: 'success', text: t('nothing_changed') });
      return;
    }
    void send('offers', { offers: changes });
  };

  const setOffer = (id: number, key: keyof OfferDraft, value: string) => setOffers({ ...offers, [id]: { ...offers[id]!, [key]: value } });

  const input = (o: AdminOffer, key: keyof OfferDraft, label: string, testid: string) => {
    const err = offerErrors[`${o.id}.${key}`];
    const errId = `err-${o.id}-${key}`;
    return (
      <>
        <input
          className={own.cellInput}
          inputMode={key === 'stock' ? 'numeric' : 'decimal'}
          aria-label={t(label, { sku: o.sku })}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? errId : undefined}
          value={offers[o.id]?.[key] ?? ''}
          onChange={(e) => setOffer(o.id, key, e.target.value)}
          data-testid={`${testid}-${o.sku}`}
          autoComplete="off"
        />
        {err ? (
          <span className={own.cellError} id={errId}>
            {err}
          </span>
        ) : null}
      </>
    );
  };

  const offerColumns: Column<AdminOffer>[] = [
    { key: 'sku', header: t('col_sku'), rowHeader: true, cell: (o) => <span className={own.sku}>{o.sku}</span> },
    {
      key: 'options',
      header: t('col_options'),
      cell: (o) => (
        <>
          {t('grade', { grade: o.grade })}
          <br />
          <small>{[o.ramGb ? `${o.ramGb} GB RAM` : null, o.storageGb ? `${o.storageGb} GB` : null, o.colour, o.keyboard].filter(Boolean).join(' · ')}</small>
        </>
      ),
    },
    { key: 'price', header: t('col_price'), numeric: true, cell: (o) => input(o, 'price', 'price_for', 'admin-offer-price') },
    { key: 'listPrice', header: t('col_list_price'), numeric: true, cell: (o) => input(o, 'listPrice', 'list_price_for', 'admin-offer-list-price') },
    { key: 'stock', header: t('col_offer_stock'), numeric: true, cell: (o) => input(o, 'stock', 'stock_for', 'admin-offer-stock') },
    { key: 'sold', header: t('col_sold'), numeric: true, cell: (o) => o.unitsSold },
    {
      key: 'history',
      header: t('col_history'),
      cell: (o) =>
        o.priceHistory.length === 0 ? (
          <small>{t('history_none')}</small>
        ) : (
          <ul className={own.history}>
            {o.priceHistory.map((h, i) => (
              <li key={i}>
                {formatDate(h.validFrom, locale)}: {formatPrice(h.priceCents, locale)}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const shopHref = `${locale === 'en' ? '/en' : ''}/products/${product.handle}`;
  return (
    <AdminShell title={product.title}>
      <p>
        <Link href="/admin/catalog">{t('back_to_list')}</Link>
        {product.published ? (
          <>
            {' · '}
            <a href={shopHref} target="_blank" rel="noopener" data-testid="admin-catalog-shop-link">
              {t('view_in_shop')}
            </a>
          </>
        ) : null}
      </p>
      <p>
        {t('product_meta', { handle: product.handle, brand: product.brand, category: t(`category_${product.category}`) })}{' '}
        <span className={product.published ? styles.badge : `${styles.badge} ${own.badgeOff}`} data-testid="admin-catalog-published-badge">
          {t(product.published ? 'published_yes' : 'published_no')}
        </span>
      </p>
      <AdminNotice notice={notice} />

      <section className={own.section}>
        <h2 id="offers-title">{t('offers')}</h2>
        <p className={own.hint}>{t('offers_hint')}</p>
        {product.offers.length === 0 ? (
          <p className={styles.empty}>{t('offers_empty')}</p>
        ) : (
          <form onSubmit={saveOffers} noValidate aria-busy={busy === 'offers'} data-testid="admin-catalog-offers-form">
            <DataTable
              columns={offerColumns}
              rows={product.offers}
              rowKey={(o) => o.id}
              labelledBy="offers-title"
              testId="admin-catalog-offers"
              rowTestId="admin-catalog-offer"
              className={own.offerTable}
            />
            <p className={own.formActions}>
              <Button type="submit" disabled={busy !== null} data-testid="admin-catalog-save-offers">
                {busy === 'offers' ? t('saving') : t('save_offers')}
              </Button>
            </p>
          </form>
        )}
      </section>

      <section className={own.section} aria-labelledby="texts-title">
        <h2 id="texts-title">{t('texts')}</h2>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={saveTexts} noValidate aria-busy={busy === 'texts'} data-testid="admin-catalog-texts-form">
          <label className={own.check}>
            <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} aria-describedby="published-hint" data-testid="admin-catalog-published" />
            {t('field_published')}
          </label>
          <p className={own.hint} id="published-hint">
            {t('published_hint')}
          </p>
          <div className={own.editGrid}>
            {TEXT_FIELDS.map((f) => {
              const err = textErrors[f];
              const common = {
                id: `field-${f}`,
                value: texts[f],
                'aria-invalid': err ? true : undefined,
                'aria-describedby': err ? `field-${f}-error` : undefined,
                'data-testid': `admin-catalog-${f}`,
              };
              return (
                <div key={f} className={`${styles.field} ${f === 'title' || f.startsWith('description') ? own.wide : ''}`}>
                  <label htmlFor={`field-${f}`}>{t(`field_${f}`)}</label>
                  {MULTILINE.has(f) ? (
                    <textarea {...common} rows={f.startsWith('description') ? 8 : 3} onChange={(e) => setTexts({ ...texts, [f]: e.target.value })} lang={f.endsWith('En') ? 'en' : 'de'} />
                  ) : (
                    <input {...common} onChange={(e) => setTexts({ ...texts, [f]: e.target.value })} lang={f.endsWith('En') ? 'en' : f.endsWith('De') ? 'de' : undefined} />
                  )}
                  {err ? (
                    <span className={own.fieldError} id={`field-${f}-error`}>
                      {err}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
          <p className={own.formActions}>
            <Button type="submit" disabled={busy !== null} data-testid="admin-catalog-save-texts">
              {busy === 'texts' ? t('saving') : t('save_texts')}
            </Button>
          </p>
        </form>
      </section>
    </AdminShell>
  );
}
