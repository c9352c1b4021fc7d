// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, pageAtRoute, pageRoute } from '@/lib/content/page-routes';
import { getPage, listSlugs } from './loader';
import { fillPlaceholders } from './variables';

const pagesDir = path.join(process.cwd(), 'content', 'pages');

/** Pages this shop ships in both languages: every routed page and the generic shipping page. */
const SHIPPED = [...PAGE_ROUTES.map((r) => r.page), 'shipping-and-payment'];

describe('content placeholders', () => {
  it('fills company data and shop constants in the reader’s language', () => {
    expect(fillPlaceholders('{{company.legalName}}, {{ company.vatId }}', 'de')).toBe('Zweitwerk GmbH, DE341587726');
    expect(fillPlaceholders('{{company.country}}', 'de')).toBe('Deutschland');
    expect(fillPlaceholders('{{company.country}}', 'en')).toBe('Germany');
    expect(fillPlaceholders('{{shop.shippingFee}}', 'de')).toBe('5,90\u00a0€');
    expect(fillPlaceholders('{{shop.shippingFee}}', 'en')).toBe('€5.90');
    expect(fillPlaceholders('{{shop.shippingCountries}}', 'de')).toBe('Deutschland, Österreich, Niederlande, Belgien, Luxemburg und Frankreich');
    expect(fillPlaceholders('{{company.openingHours}}', 'de')).toBe('Mo–Fr 09:00–18:00 Uhr');
  });

  it('refuses an unknown placeholder instead of printing it', () => {
    expect(() => fillPlaceholders('Call {{company.fax}}', 'de', 'x.md')).toThrow('x.md: unknown placeholder {{company.fax}}');
  });

  it('leaves text without placeholders alone', () => {
    expect(fillPlaceholders('a {b} {{ not a name }} c', 'en')).toBe('a {b} {{ not a name }} c');
  });
});

describe('page routes', () => {
  it('maps routes and slugs both ways; other pages live under /pages', () => {
    expect(pageRoute('services-leasing')).toBe('/services/leasing');
    expect(pageRoute('shipping-and-payment')).toBe('/pages/shipping-and-payment');
    expect(pageAtRoute('/imprint')).toBe('imprint');
    expect(pageAtRoute('/pages/imprint')).toBeNull();
  });

  it('agree with the routes the site search sends queries to', () => {
    for (const locale of ['de', 'en']) {
      const entries = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'search', `${locale}.json`), 'utf8')) as { path: string; page?: string }[];
      for (const e of entries.filter((x) => x.page)) expect(pageRoute(e.page!), `${locale}: ${e.page}`).toBe(e.path);
    }
  });
});

describe('the shop’s pages', () => {
  it('link to sections that exist', async () => {
    for (const locale of ['de', 'en'] as const) {
      for (const slug of await listSlugs('pages', locale)) {
        const html = (await getPage(slug, locale))!.html;
        for (const m of html.matchAll(/href="(\/[^"#]*)#([^"]+)"/g)) {
          const target = pageAtRoute(m[1]!.replace(/^\/en(?=\/)/, ''));
          if (!target) continue;
          const targetHtml = (await getPage(target, locale))!.html;
          expect(targetHtml, `${locale}/${slug} → ${m[1]}#${m[2]}`).toContain(`id="${m[2]}"`);
        }
      }
    }
  });

  it('exist in both languages with the same slugs', async () => {
    const [de, en] = await Promise.all([listSlugs('pages', 'de'), listSlugs('pages', 'en')]);
    expect(de).toEqual(en);
    for (const slug of SHIPPED) expect(de, slug).toContain(slug);
  });

  it('render with valid front matter and every placeholder filled', async () => {
    for (const locale of ['de', 'en'] as const) {
      for (const slug of await listSlugs('pages', locale)) {
        const page = await getPage(slug, locale);
        expect(page, `${locale}/${slug}`).not.toBeNull();
        expect(page!.html, `${locale}/${slug}`).not.toMatch(/\{\{|\}\}/);
        expect(page!.html.length + page!.faq.map((f) => f.q + f.a).join('').length, `${locale}/${slug}`).toBeGreaterThan(800);
      }
    }
  });

  it('link within their own language', () => {
    for (const locale of ['de', 'en']) {
      for (const file of fs.readdirSync(path.join(pagesDir, locale))) {
        const text = fs.readFileSync(path.join(pagesDir, locale, file), 'utf8');
        const internal = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
        for (const href of internal) {
          if (href.startsWith('/images/') || href.startsWith('/videos/')) continue;
          if (locale === 'en') expect(href, `${locale}/${file}`).toMatch(/^\/en(\/|$)/);
          else expect(href, `${locale}/${file}`).not.toMatch(/^\/en(\/|$)/);
        }
      }
    }
  });

  it('terms carry the withdrawal policy and model form at #withdrawal', async () => {
    const de = await getPage('terms-conditions', 'de');
    const en = await getPage('terms-conditions', 'en');
    expect(de!.html).toContain('id="withdrawal"');
    expect(de!.html).toContain('Muster-Widerrufsformular');
    expect(en!.html).toContain('id="withdrawal"');
    expect(en!.html).toContain('Model withdrawal form');
  });

  it('the imprint names the operator, register, VAT ID and the responsible person', async () => {
    for (const locale of ['de', 'en'] as const) {
      const html = (await getPage('imprint', locale))!.html;
      for (const fact of ['Zweitwerk GmbH', 'Gneisenaustraße 42', '10961 Berlin', 'HRB 248113 B', 'Amtsgericht Charlottenburg', 'DE341587726', 'Jana Albers', 'Tobias Kranz', '+49 30 5490 7720', 'service@zweitwerk.de']) {
        expect(html, `${locale}: ${fact}`).toContain(fact);
      }
    }
  });

  it('the privacy notice names every cookie and storage key the shop uses', async () => {
    const keys = ['zweitwerk-auth-jwt', 'zweitwerk-platform-session', 'zw-order-', 'utm-params', 'zweitwerk-consent', 'cartId', 'futureFlatFlags', 'futureFlatKey', 'gtm-session-id', 'zweitwerk-checkout-draft', 'zweitwerk-checkout-key-', 'zw-ref', 'zw-ref-pending'];
    for (const locale of ['de', 'en'] as const) {
      const html = (await getPage('privacy-notice', locale))!.html;
      for (const key of keys) expect(html, `${locale}: ${key}`).toContain(key);
    }
  });
});
