// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env';
import { clearContentCache, getArticle, getPage, listDocs, listSlugs } from './loader';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-content-'));

function write(rel: string, text: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(() => {
  process.env.CONTENT_DIR = root;
  resetEnvForTests();
  write('pages/de/imprint.md', '---\ntitle: Impressum\ndescription: Angaben nach § 5 DDG\n---\n\n## Anbieter\n\nZweitwerk GmbH\n');
  write('blog/de/alt.md', '---\ntitle: Alt\ndescription: d\ndate: 2026-01-02\nauthor: A\ntags: [daten]\n---\nText\n');
  write('blog/de/neu.md', '---\ntitle: Neu\ndescription: d\ndate: 2026-05-01\nauthor: B\n---\nText\n');
  write('blog/de/kaputt.md', '---\ntitle: Kaputt\ndescription: d\nauthor: B\n---\nohne Datum\n');
  write('blog/de/README.txt', 'not markdown');
  write('blog/en/full.md', '---\ntitle: Full\ndescription: d\ndate: 2026-03-01\nauthor: A\nauthorRole: Editor\ntags: [esg]\nproducts: [lenovo-thinkpad-t480]\nimage: /images/blog/full.svg\nimageAlt: A drawing\n---\nText\n');
  write('blog/en/no-alt.md', '---\ntitle: T\ndescription: d\ndate: 2026-03-01\nauthor: A\nimage: /images/blog/x.svg\n---\nText\n');
  write('blog/en/bad-image.md', '---\ntitle: T\ndescription: d\ndate: 2026-03-01\nauthor: A\nimage: https://example.com/x.svg\nimageAlt: x\n---\nText\n');
  write('blog/en/bad-tag.md', '---\ntitle: T\ndescription: d\ndate: 2026-03-01\nauthor: A\ntags: [Data Security]\n---\nText\n');
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('content loader', () => {
  it('reads a page with its front matter and rendered body', async () => {
    const page = await getPage('imprint', 'de');
    expect(page).toMatchObject({ kind: 'pages', slug: 'imprint', locale: 'de', title: 'Impressum', faq: [], unlisted: false });
    expect(page!.html).toContain('<h2 id="anbieter">Anbieter</h2>');
  });

  it('answers null for a missing document, another locale or a malformed slug', async () => {
    expect(await getPage('imprint', 'en')).toBeNull();
    expect(await getPage('nope', 'de')).toBeNull();
    expect(await getPage('../blog/de/alt', 'de')).toBeNull();
  });

  it('refuses a document whose front matter is incomplete, naming the file', async () => {
    await expect(getArticle('kaputt', 'de')).rejects.toThrow(/kaputt\.md: invalid front matter: date/);
  });

  it('lists only .md slugs, and articles newest first', async () => {
    expect(await listSlugs('blog', 'de')).toEqual(['alt', 'kaputt', 'neu']);
    expect(await listSlugs('blog', 'en')).toEqual(['bad-image', 'bad-tag', 'full', 'no-alt']);
    fs.rmSync(path.join(root, 'blog/de/kaputt.md'));
    const articles = await listDocs('blog', 'de');
    expect(articles.map((a) => a.slug)).toEqual(['neu', 'alt']);
    expect(articles[1]!.tags).toEqual(['daten']);
  });

  it('reads the article fields: author role, tags, product handles and illustration', async () => {
    expect(await getArticle('full', 'en')).toMatchObject({
      authorRole: 'Editor',
      tags: ['esg'],
      products: ['lenovo-thinkpad-t480'],
      image: '/images/blog/full.svg',
      imageAlt: 'A drawing',
    });
  });

  it('refuses an illustration without alt text, outside /images, and a tag that is not a slug', async () => {
    await expect(getArticle('no-alt', 'en')).rejects.toThrow(/imageAlt/);
    await expect(getArticle('bad-image', 'en')).rejects.toThrow(/image/);
    await expect(getArticle('bad-tag', 'en')).rejects.toThrow(/tags/);
  });
});

describe('content loader in production', () => {
  beforeAll(() => {
    vi.stubEnv('NODE_ENV', 'production');
    resetEnvForTests();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    clearContentCache();
    resetEnvForTests();
  });

  it('reads each file once, a missing one too, until the cache is emptied', async () => {
    write('pages/de/kontakt.md', '---\ntitle: Kontakt\ndescription: So erreichen Sie uns\n---\nErste Fassung\n');
    const first = await getPage('kontakt', 'de');
    expect(await getPage('nicht-da', 'de')).toBeNull();
    write('pages/de/kontakt.md', '---\ntitle: Kontakt\ndescription: So erreichen Sie uns\n---\nZweite Fassung\n');
    write('pages/de/nicht-da.md', '---\ntitle: Neu\ndescription: d\n---\nText\n');
    // a deployment changes the files; a running process keeps what it read
    expect(await getPage('kontakt', 'de')).toBe(first);
    expect(first!.html).toContain('Erste Fassung');
    expect(await getPage('nicht-da', 'de')).toBeNull();
    clearContentCache();
    expect((await getPage('kontakt', 'de'))!.html).toContain('Zweite Fassung');
    expect((await getPage('nicht-da', 'de'))!.title).toBe('Neu');
  });
});
