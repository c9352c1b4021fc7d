import '@/lib/server/only';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** A heading of a rendered document, for a table of contents and in-page links. */
export type Heading = { depth: number; text: string; id: string };

/** URL-safe anchor id from heading text; German umlauts spelled out (Rücktritt → ruecktritt). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// `## Widerrufsformular {#withdrawal}` gives the heading an explicit, stable id
const EXPLICIT_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br', 'hr', 'img', 'figure', 'figcaption', 'abbr', 'sup', 'sub', 'dl', 'dt', 'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    table: ['tabindex'],
  },
  // a table scrolls sideways on a narrow screen (display: block; overflow-x: auto), so keyboard
  // users must be able to focus it to scroll it; a tabindex written in the Markdown is replaced
  transformTags: { table: sanitizeHtml.simpleTransform('table', { tabindex: '0' }, false) },
  // only links within the site, to the web and to mail or phone
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

/**
 * Markdown → sanitised HTML and its headings. Headings get ids (explicit `{#id}` or from the
 * text; h1 is demoted to h2 because the page renders the document title as its one h1).
 * Whatever the Markdown holds, the output passes through sanitize-html: no scripts, no event
 * handlers, no javascript: links.
 */
export function renderMarkdown(source: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        const explicit = EXPLICIT_ID.exec(token.text);
        const text = token.text.replace(EXPLICIT_ID, '');
        let id = explicit ? explicit[1]! : slugify(text) || 'section';
        const n = used.get(id) ?? 0;
        used.set(id, n + 1);
        if (n > 0) id = `${id}-${n + 1}`;
        const depth = Math.min(4, Math.max(2, token.depth));
        const inner = this.parser.parseInline(token.tokens).replace(EXPLICIT_ID, '');
        headings.push({ depth, text: text.replace(/[*_`]/g, ''), id });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html: sanitizeHtml(html, SANITIZE), headings };
}

/** Reading time in whole minutes at 200 words per minute, at least 1. */
export function readingMinutes(source: string): number {
  const words = source.replace(/[#>*_`\-|[\]()]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
