// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../env';
import { readRouteEntries, searchContent, searchDocuments } from './search';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-search-'));

function write(rel: string, text: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(() => {
  process.env.CONTENT_DIR = root;
  resetEnvForTests();
  write('pages/de/services-leasing.md', '---\ntitle: Leasing für Unternehmen\ndescription: Geräte monatlich bezahlen\nkeywords: [Finanzierung]\n---\n## Wie es funktioniert\n\nSie wählen Geräte und eine Laufzeit.\n');
  write('pages/de/about.md', '---\ntitle: Über uns\ndescription: Wer wir sind\n---\nEin Team in Berlin.\n');
  write('pages/de/hidden.md', '---\ntitle: Kampagne\ndescription: d\nunlisted: true\n---\nGeheimwort\n');
  write('blog/de/a.md', '---\ntitle: Leasing oder Kauf\ndescription: d\ndate: 2026-01-01\nauthor: A\ntags: [leasing, fleet-management]\n---\nText\n');
  write(
    'search/de.json',
    JSON.stringify([
      { path: '/services/leasing', page: 'services-leasing', keywords: ['Leasingrate'] },
      { path: '/services/warranty', page: 'services-warranty', title: 'Garantie', description: 'Zwölf Monate', keywords: ['Gewährleistung'] },
      { path: '/faq', page: 'faq', keywords: ['Fragen'] },
      { path: '/contact', title: 'Kontakt', description: 'So erreichen Sie uns', keywords: ['Telefon'] },
    ]),
  );
  write('search/en.json', JSON.stringify([{ path: '/contact', keywords: ['phone'] }]));
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('search documents', () => {
  it('indexes a content page at the route an entry gives it, with the entry keywords added', async () => {
    const docs = await searchDocuments('de');
    expect(docs.find((d) => d.path === '/services/leasing')).toMatchObject({
      kind: 'page',
      title: 'Leasing für Unternehmen',
      headings: 'Wie es funktioniert',
      keywords: 'Finanzierung Leasingrate',
      body: 'Wie es funktioniert Sie wählen Geräte und eine Laufzeit.',
    });
    expect(docs.some((d) => d.path === '/pages/services-leasing')).toBe(false);
  });

  it('puts other pages under /pages, articles under /blog, and leaves unlisted ones out', async () => {
    const paths = (await searchDocuments('de')).map((d) => d.path).sort();
    expect(paths).toEqual(['/blog/a', '/contact', '/pages/about', '/services/leasing', '/services/warranty']);
  });

  it('keeps an entry whose page is missing only when it has its own title', async () => {
    const docs = await searchDocuments('de');
    expect(docs.find((d) => d.path === '/services/warranty')).toMatchObject({ title: 'Garantie', description: 'Zwölf Monate', body: '' });
    expect(docs.find((d) => d.path === '/faq')).toBeUndefined();
  });

  it('finds through the added keywords', async () => {
    expect((await searchContent('Leasingrate', 'de'))[0]?.path).toBe('/services/leasing');
    expect((await searchContent('Gewährleistung', 'de'))[0]?.path).toBe('/services/warranty');
  });

  it('refuses an entry that has neither a page nor a title and description, naming the file', async () => {
    await expect(readRouteEntries('en')).rejects.toThrow(/search\/en\.json: .*title and a description/);
  });
});
