import { createElement, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';

export type MemoHtmlProps = HTMLAttributes<HTMLElement> & {
  /** the element that holds the subtree: it is always rendered, only its content is memoised */
  as: 'li' | 'div' | 'section' | 'article' | 'nav' | 'footer' | 'header' | 'ul';
  /**
   * Everything the subtree's HTML depends on besides the locale and the page texts (the data it
   * shows, as JSON): equal keys must give equal HTML. Called on the server only; without it, the
   * subtree is rendered as usual.
   */
  memoKey?: () => string;
  children: ReactNode;
  'data-testid'?: string;
};

/** Where the server's implementation registers itself (lib/server/html-memo.tsx, loaded by pages/_document). */
const REGISTRY = Symbol.for('zweitwerk.html-memo');

type Registry = { [REGISTRY]?: ComponentType<MemoHtmlProps> };

/** Lets the server render `props` through its memo (called once by lib/server/html-memo.tsx). */
export function registerServerMemo(component: ComponentType<MemoHtmlProps>): void {
  (globalThis as Registry)[REGISTRY] = component;
}

/**
 * An element whose content the server renders once per key and then writes from memory: the
 * cards of a listing are the same HTML on every page and in every filter combination that shows
 * them. In the browser (and on a server without the memo) it is the element with its children;
 * hydration finds the same HTML either way, because the memo holds what rendering the children gave.
 *
 * The children may read only the page texts, the router's locale and Next's image and dynamic-import
 * contexts (the server provides these to the memo's own render); whatever else shapes their HTML
 * belongs in `memoKey`.
 */
export function MemoHtml(props: MemoHtmlProps) {
  const Server = typeof window === 'undefined' && props.memoKey ? (globalThis as Registry)[REGISTRY] : undefined;
  if (Server) return <Server {...props} />;
  const { as, memoKey: _memoKey, children, ...attrs } = props;
  return createElement(as, attrs, children);
}
