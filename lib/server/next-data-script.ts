import './only';
import { randomUUID } from 'node:crypto';
import type { HtmlProps } from 'next/dist/shared/lib/html-context.shared-runtime';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

type ScriptSource = (context: Readonly<HtmlProps>) => string;

/** Stands for the page texts while the rest of the page data is written; no page data holds it. */
const PLACEHOLDER = `zw-texts-${randomUUID()}`;
const WRITTEN_PLACEHOLDER = JSON.stringify(PLACEHOLDER);

/** The page texts of a locale and set of namespaces, written once: translations() hands out one object for each. */
const writtenTexts = new WeakMap<object, string>();

/** JSON text with every character beyond ASCII as a JSON escape (`ü` as `\u00fc`): the same value. */
function asciiJson(json: string): string {
  return json.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The `__NEXT_DATA__` script of a page, as Next writes it (`NextScript.getInlineScriptSource`), with
 * the page texts written once per object instead of on every request.
 *
 * The texts (`pageProps._nextI18Next`, ~11 KB of a listing page's 22 KB) are the same object for
 * every request of one locale and set of namespaces (lib/i18n/server.ts keeps it), yet Next
 * serialised and escaped them for each page, and also encoded all of the data into a Buffer only
 * to compare its size with `largePageDataBytes`. Here the rest of the data is serialised with a
 * placeholder in the texts' place, which is then replaced by the texts written earlier; the result
 * is Next's but for the texts' characters beyond ASCII, which are written as JSON escapes (the same
 * data: the page goes out in ASCII, see server/react-renderer.mjs, and so the renderer need not
 * escape them again on every page). A page that may exceed `largePageDataBytes` (more than a third of it in
 * characters) goes to Next's own method, which warns as before.
 */
export function nextDataScript(context: Readonly<HtmlProps>, nextSource: ScriptSource): string {
  const data = context.__NEXT_DATA__;
  const pageProps = (data.props as { pageProps?: Record<string, unknown> } | undefined)?.pageProps;
  const texts = pageProps?._nextI18Next;
  if (!texts || typeof texts !== 'object') return nextSource(context);
  let textsSource = writtenTexts.get(texts);
  if (textsSource === undefined) {
    textsSource = asciiJson(htmlEscapeJsonString(JSON.stringify(texts)));
    writtenTexts.set(texts, textsSource);
  }
  const rest = htmlEscapeJsonString(JSON.stringify({ ...data, props: { ...data.props, pageProps: { ...pageProps, _nextI18Next: PLACEHOLDER } } }));
  const at = rest.indexOf(WRITTEN_PLACEHOLDER);
  if (at < 0) return nextSource(context);
  const source = rest.slice(0, at) + textsSource + rest.slice(at + WRITTEN_PLACEHOLDER.length);
  if (context.largePageDataBytes && source.length * 3 > context.largePageDataBytes) return nextSource(context);
  return source;
}
