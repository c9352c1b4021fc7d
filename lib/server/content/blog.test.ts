// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../env';
import { articleWithNeighbours, BLOG_PAGE_SIZE, blogIndex, listArticles, listArticleTags } from './blog';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-blog-'));

function article(slug: string, date: string, tags: string[], extra = '') {
  const file = path.join(root, 'blog', 'de', `${slug}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `---\ntitle: ${slug}\ndescription: d\ndate: ${date}\nauthor: A\ntags: [${tags.join(', ')}]\n${extra}---\nText\n`);
}

beforeAll(() => {
  process.env.CONTENT_DIR = root;
  resetEnvForTests();
  // nine articles, one a month; 'esg' on three of them, one article unlisted
  article('a1', '2026-01-10', ['esg', 'business']);
  article('a2', '2026-02-10', ['leasing']);
  article('a3', '2026-03-10', ['esg']);
  article('a4', '2026-04-10', ['business']);
  article('a5', '2026-05-10', ['battery']);
  article('a6', '2026-06-10', ['esg', 'business']);
  article('a7', '2026-07-10', ['leasing', 'business']);
  article('a8', '2026-08-10', []);
  article('a9', '2026-09-10', ['battery']);
  article('hidden', '2026-10-10', ['esg'], 'unlisted: true\n');
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('blog index', () => {
  it('pages the listed articles newest first', async () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    const one = await blogIndex('de');
    expect(one).toMatchObject({ page: 1, pages: 2, total: 9, tag: null });
    expect(one!.items.map((a) => a.slug)).toEqual(['a9', 'a8', 'a7', 'a6', 'a5', 'a4']);
    const two = await blogIndex('de', { page: 2 });
    expect(two!.items.map((a) => a.slug)).toEqual(['a3', 'a2', 'a1']);
  });

  it('answers null past the last page and for a page that is no positive integer', async () => {
    expect(await blogIndex('de', { page: 3 })).toBeNull();
    expect(await blogIndex('de', { page: 0 })).toBeNull();
    expect(await blogIndex('de', { page: 1.5 })).toBeNull();
  });

  it('filters by tag, and an unused tag gives one empty page', async () => {
    const esg = await blogIndex('de', { tag: 'esg' });
    expect(esg!.items.map((a) => a.slug)).toEqual(['a6', 'a3', 'a1']);
    expect(esg).toMatchObject({ pages: 1, total: 3, tag: 'esg' });
    expect(await blogIndex('de', { tag: 'nothing' })).toMatchObject({ items: [], pages: 1, total: 0 });
    expect(await blogIndex('en')).toMatchObject({ items: [], total: 0 });
  });

  it('counts tags of listed articles, most used first', async () => {
    expect(await listArticleTags('de')).toEqual([
      { tag: 'business', count: 4 },
      { tag: 'esg', count: 3 },
      { tag: 'battery', count: 2 },
      { tag: 'leasing', count: 2 },
    ]);
  });

  it('leaves unlisted articles out of lists', async () => {
    expect((await listArticles('de')).map((a) => a.slug)).not.toContain('hidden');
    expect(await listArticles('de', { limit: 2 })).toHaveLength(2);
  });
});

describe('article neighbours', () => {
  it('links the older and the newer article and suggests those sharing tags', async () => {
    const found = await articleWithNeighbours('a6', 'de');
    expect(found!.previous?.slug).toBe('a5');
    expect(found!.next?.slug).toBe('a7');
    // a3 and a1 share 'esg'/'business' most; a4 shares 'business'
    expect(found!.more.map((a) => a.slug)).toEqual(['a1', 'a4', 'a3']);
  });

  it('has no newer article for the newest and no older one for the oldest', async () => {
    expect((await articleWithNeighbours('a9', 'de'))!.next).toBeNull();
    expect((await articleWithNeighbours('a1', 'de'))!.previous).toBeNull();
    expect(await articleWithNeighbours('missing', 'de')).toBeNull();
  });
});
