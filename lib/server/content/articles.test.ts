// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '@/locales/de/blog.json';
import en from '@/locales/en/blog.json';
import catalogDe from '@/locales/de/catalog.json';
import catalogEn from '@/locales/en/catalog.json';
import { DEMO_MODELS } from '../seed/catalog-data';
import { slugify } from '../seed/catalog';
import { listDocs } from './loader';

// checks the shop's real articles in content/blog: both languages, illustrations, links, labels

const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('blog articles', async () => {
  const [articlesDe, articlesEn] = await Promise.all([listDocs('blog', 'de'), listDocs('blog', 'en')]);

  it('has at least eight articles, each in German and in English under the same slug', () => {
    expect(articlesDe.length).toBeGreaterThanOrEqual(8);
    expect(articlesEn.map((a) => a.slug).sort()).toEqual(articlesDe.map((a) => a.slug).sort());
  });

  it('gives both language versions the same date, author, tags, products and illustration', () => {
    for (const a of articlesDe) {
      const b = articlesEn.find((x) => x.slug === a.slug)!;
      expect({ slug: a.slug, date: b.date, author: b.author, tags: b.tags, products: b.products, image: b.image }).toEqual({
        slug: a.slug,
        date: a.date,
        author: a.author,
        tags: a.tags,
        products: a.products,
        image: a.image,
      });
    }
  });

  it('has substantial text (roughly 600 words or more) in every article', () => {
    for (const a of [...articlesDe, ...articlesEn]) expect(words(a.html), `${a.locale}/${a.slug}`).toBeGreaterThanOrEqual(600);
  });

  it('has a committed illustration with alt text for every article', () => {
    for (const a of [...articlesDe, ...articlesEn]) {
      expect(a.image, a.slug).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(process.cwd(), 'public', a.image!)), a.image).toBe(true);
      expect(a.imageAlt!.length, a.slug).toBeGreaterThan(20);
    }
  });

  it('names only products that exist in the catalog (a typo in a handle fails here)', () => {
    const handles = new Set(DEMO_MODELS.map((m) => slugify(m.title)));
    for (const a of articlesDe) for (const h of a.products) expect(handles.has(h), `${a.slug}: ${h}`).toBe(true);
  });

  it('has a label for every tag in both languages', () => {
    const labelled = (dict: Record<string, string>, tag: string) => `tag_${tag}` in dict;
    for (const a of articlesDe) {
      for (const tag of a.tags) {
        expect(labelled(de, tag) || labelled(catalogDe, tag), `de tag ${tag}`).toBe(true);
        expect(labelled(en, tag) || labelled(catalogEn, tag), `en tag ${tag}`).toBe(true);
      }
    }
  });

  it('links within the site in the article language: English links under /en, German ones without', () => {
    const internal = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    for (const a of articlesDe) for (const href of internal(a.html)) expect(href, `de/${a.slug}`).not.toMatch(/^\/en(\/|$)/);
    for (const a of articlesEn) for (const href of internal(a.html)) expect(href, `en/${a.slug}`).toMatch(/^\/en\//);
    // links to other articles point at articles that exist
    const slugs = new Set(articlesDe.map((a) => a.slug));
    for (const a of [...articlesDe, ...articlesEn]) {
      for (const href of internal(a.html)) {
        const m = /^(?:\/en)?\/blog\/([a-z0-9-]+)$/.exec(href);
        if (m) expect(slugs.has(m[1]!), `${a.slug} → ${href}`).toBe(true);
      }
    }
  });

  it('has a different title in each language and no placeholder text', () => {
    for (const a of articlesDe) {
      const b = articlesEn.find((x) => x.slug === a.slug)!;
      expect(b.title).not.toBe(a.title);
      expect(`${a.html}${b.html}`).not.toMatch(/lorem ipsum|coming soon|TODO|TBD/i);
    }
  });
});
