// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown, slugify } from './markdown';

describe('renderMarkdown', () => {
  it('gives headings ids, explicit ones kept, duplicates numbered, h1 demoted', () => {
    const { html, headings } = renderMarkdown('# Titel\n\n## Widerrufsformular {#withdrawal}\n\n## Rücksendung\n\n## Rücksendung\n');
    expect(html).toContain('<h2 id="titel">Titel</h2>');
    expect(html).toContain('<h2 id="withdrawal">Widerrufsformular</h2>');
    expect(html).toContain('<h2 id="ruecksendung">Rücksendung</h2>');
    expect(html).toContain('<h2 id="ruecksendung-2">Rücksendung</h2>');
    expect(headings.map((h) => h.id)).toEqual(['titel', 'withdrawal', 'ruecksendung', 'ruecksendung-2']);
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const { html } = renderMarkdown('Hallo <script>alert(1)</script> <img src="/a.png" onerror="alert(1)" alt="a"> [x](javascript:alert(1)) <a href="https://example.org" onclick="x()">ok</a>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(html).toContain('<img src="/a.png" alt="a" />');
    expect(html).toContain('<a href="https://example.org">ok</a>');
  });

  it('keeps a table focusable whatever tabindex the Markdown gives it', () => {
    const { html } = renderMarkdown('<table tabindex="-1" onfocus="x()"><tr><td>1</td></tr></table>');
    expect(html).toMatch(/^<table tabindex="0">/);
    expect(html).not.toContain('onfocus');
  });

  it('renders tables and lists', () => {
    const { html } = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n- eins\n- zwei\n');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<li>zwei</li>');
  });
});

describe('slugify and readingMinutes', () => {
  it('spells out umlauts and drops punctuation', () => {
    expect(slugify('Größe & Gewicht: Übersicht')).toBe('groesse-gewicht-uebersicht');
  });
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('wort '.repeat(50))).toBe(1);
    expect(readingMinutes('wort '.repeat(1000))).toBe(5);
  });
});
