import '@/lib/server/only';
import { hash } from 'node:crypto';
import { createElement, useContext, type ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';
import { renderToString } from 'react-dom/server';
import Head from 'next/head';
import type { NextRouter } from 'next/router';
import { registerServerMemo, type MemoHtmlProps } from '@/components/common/memo-html';
import { SiteUrlContext } from '@/components/common/seo';
import { I18nContext } from '@/lib/i18n/context';
import type { Translator } from '@/lib/i18n/translator';
import { GenerationMap } from './cache';
import { env } from './env';
import { logger } from './logger';
import { HeadManagerContext, ImageConfigContext, LoadableContext, RouterContext } from './next-contexts';

/** A resource React hoisted out of the children (`preload()`, or an image that is not lazy). */
export type Preload = { href: string; options: PreloadOptions };

/**
 * What the memo holds for a key: the HTML, the dynamically imported modules it rendered, the
 * preloads React hoisted out of it and what it gave next/head; a page that writes the HTML from the
 * memo reports the modules and asks for the preloads and the head elements again.
 */
type Entry = { html: string; modules: string[]; preloads: Preload[]; head: ReactNode[] };

/**
 * Entries unused for 5 to 10 minutes are dropped, and there are never more than 4,000 (about 6 MB of
 * cards); null marks children that cannot be memoised (they use useId, or their own render failed).
 * A read changes nothing in the map (GenerationMap), so the 25 or so reads of a page make no garbage.
 */
const entries = new GenerationMap<Entry | null>(2000, 5 * 60_000);
/**
 * Digests of keys met once: a key is rendered into the memo when it comes again, so that a one-off
 * (a rare filter combination's panel) costs a lookup and not a second render.
 */
const seen = new GenerationMap<true>(10_000, 5 * 60_000);
/** keys whose render is scheduled */
const pending = new Set<string>();

/** A number per translator: the page texts a memoised subtree was rendered with are part of its key. */
const translatorIds = new WeakMap<Translator, number>();
let nextTranslatorId = 1;

function translatorId(i18n: Translator | null): number {
  if (!i18n) return 0;
  let id = translatorIds.get(i18n);
  if (id === undefined) {
    id = nextTranslatorId++;
    translatorIds.set(i18n, id);
  }
  return id;
}

/** Off in development (changed code keeps its keys) and with HTML_MEMO=0. */
function htmlMemoEnabled(): boolean {
  const { NODE_ENV, HTML_MEMO } = env();
  return NODE_ENV !== 'development' && HTML_MEMO !== '0';
}

type Contexts = {
  router: NextRouter | null;
  i18n: Translator | null;
  imageConfig: React.ContextType<typeof ImageConfigContext>;
  siteUrl: string;
};

/**
 * Prefix of the ids useId gives in the memo's own render: such an id depends on where the children
 * sit in the page, so children that use one are never memoised.
 */
const MEMO_ID_PREFIX = 'zw-memo-id-';

/** The attributes React writes on a preload link, and the preload() option each one comes from. */
const PRELOAD_OPTIONS: Record<string, keyof PreloadOptions> = {
  as: 'as',
  crossorigin: 'crossOrigin',
  fetchPriority: 'fetchPriority',
  imageSizes: 'imageSizes',
  imageSrcSet: 'imageSrcSet',
  integrity: 'integrity',
  nonce: 'nonce',
  referrerPolicy: 'referrerPolicy',
  type: 'type',
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/** One `<link …/>` as React writes it: its attributes, or null when it cannot be read back. */
function linkAttributes(tag: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  const body = tag.slice('<link'.length, -'/>'.length);
  const rest = body.replace(/\s([A-Za-z-]+)="([^"]*)"/g, (_, name: string, value: string) => {
    attributes.set(name, unescapeAttribute(value));
    return '';
  });
  return rest.trim() === '' ? attributes : null;
}

/**
 * The resources React hoisted to the front of a subtree's HTML (in a page it writes them before the
 * page's content, at the start of the body) as preload() calls, and the HTML without them; undefined when something else was hoisted (a
 * stylesheet, a title, a meta element): then the subtree is not memoised.
 */
export function splitHoisted(html: string): { preloads: Preload[]; html: string } | undefined {
  const preloads: Preload[] = [];
  let at = 0;
  while (html.startsWith('<link', at)) {
    const end = html.indexOf('/>', at);
    const attributes = end < 0 ? null : linkAttributes(html.slice(at, end + 2));
    if (!attributes || attributes.get('rel') !== 'preload' || !attributes.get('as')) return undefined;
    const options: Record<string, string> = {};
    for (const [name, value] of attributes) {
      if (name === 'rel' || name === 'href') continue;
      const option = PRELOAD_OPTIONS[name];
      if (!option) return undefined;
      options[option] = value;
    }
    // a responsive image's preload names its candidates only (React leaves the href out of it)
    const href = attributes.get('href') ?? options.imageSrcSet;
    if (!href) return undefined;
    preloads.push({ href, options: options as unknown as PreloadOptions });
    at = end + 2;
  }
  if (/^<(?:meta|title|base|style|script)[\s>/]/.test(html.slice(at, at + 8))) return undefined;
  return { preloads, html: html.slice(at) };
}

/**
 * The children's HTML as the page's render gives it, rendered on their own with the contexts they
 * may read; the modules next/dynamic reports are recorded so that a page using the memo can report
 * them too (Next loads their code for hydration), and so are the elements they give next/head and
 * the preloads React hoists out of them (an image that is not lazy), which the page writes before
 * its content. Undefined for children that use useId or hoist anything else.
 */
function renderAlone(children: ReactNode, contexts: Contexts): Entry | undefined {
  const modules: string[] = [];
  const record = (name: string) => {
    if (!modules.includes(name)) modules.push(name);
  };
  const headManager = { mountedInstances: new Set<ReactNode>(), updateHead: () => undefined };
  const html = renderToString(
    <RouterContext.Provider value={contexts.router}>
      <I18nContext.Provider value={contexts.i18n}>
        <ImageConfigContext.Provider value={contexts.imageConfig}>
          <SiteUrlContext.Provider value={contexts.siteUrl}>
            <HeadManagerContext.Provider value={headManager}>
              <LoadableContext.Provider value={record}>{children}</LoadableContext.Provider>
            </HeadManagerContext.Provider>
          </SiteUrlContext.Provider>
        </ImageConfigContext.Provider>
      </I18nContext.Provider>
    </RouterContext.Provider>,
    { identifierPrefix: MEMO_ID_PREFIX },
  );
  if (html.includes(MEMO_ID_PREFIX)) return undefined;
  const split = splitHoisted(html);
  return split && { html: split.html, modules, preloads: split.preloads, head: [...headManager.mountedInstances] };
}

/**
 * Renders the children into the memo after the current page is done. React's server renderer
 * cannot render another tree in the middle of a render, so the first page with a key renders its
 * children as usual and the next one finds them in the memo.
 */
function schedule(key: string, children: ReactNode, contexts: Contexts): void {
  if (pending.has(key) || pending.size >= 256) return;
  pending.add(key);
  setImmediate(() => {
    try {
      const entry = renderAlone(children, contexts);
      entries.set(key, entry ?? null);
      if (!entry) logger.warn({}, 'html memo: children that use useId or hoist more than preloads are rendered with the page every time');
    } catch (error) {
      // the page rendered these children; without the memo they are simply rendered with it
      entries.set(key, null);
      logger.warn({ error: String(error) }, 'html memo: render failed');
    } finally {
      pending.delete(key);
    }
  });
}

function ServerMemoHtml({ as, memoKey, children, ...attrs }: MemoHtmlProps) {
  const router = useContext(RouterContext);
  const i18n = useContext(I18nContext);
  const imageConfig = useContext(ImageConfigContext);
  const siteUrl = useContext(SiteUrlContext);
  const loadable = useContext(LoadableContext);
  if (!memoKey || !htmlMemoEnabled()) return createElement(as, attrs, children);
  // the text itself is the memo's key: a digest of it (SHA-256) for every card of every page cost
  // more than the map's own hash of the text, and an entry's HTML is larger than its key
  const key = `${translatorId(i18n)}|${router?.locale ?? ''}|${memoKey()}`;
  const hit = entries.get(key);
  if (hit === null) return createElement(as, attrs, children);
  if (hit) {
    if (loadable) for (const name of hit.modules) loadable(name);
    // the same preload links in the page's head; React writes the ones of images it renders itself
    // before those asked for, so their order there may differ from a render of the children
    for (const p of hit.preloads) preload(p.href, p.options);
    const element = createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: hit.html } });
    if (hit.head.length === 0) return element;
    return (
      <>
        {hit.head.map((elements, i) => (
          <Head key={i}>{elements}</Head>
        ))}
        {element}
      </>
    );
  }
  // the keys met once are many (every rare filter combination's panel): a digest keeps them small
  const digest = hash('sha256', key, 'base64url');
  if (seen.get(digest)) schedule(key, children, { router, i18n, imageConfig, siteUrl });
  else seen.set(digest, true);
  return createElement(as, attrs, children);
}

/** Forgets every entry (tests). */
export function clearHtmlMemo(): void {
  entries.clear();
  seen.clear();
}

/** How many parts the memo holds (tests). */
export function htmlMemoSize(): number {
  return entries.size;
}

/** Resolves when every scheduled render has run (tests). */
export function htmlMemoSettled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

registerServerMemo(ServerMemoHtml);
