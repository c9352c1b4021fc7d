/**
 * The back office's text namespaces. A list's shared labels (filter, reset, pages) are read from
 * the screen's own namespace first and from `admin` after it, so each screen keeps its wording.
 */
export type AdminNamespace = 'admin' | 'admin-catalog' | 'admin-leads';

/** The namespaces a shared list part reads, in lookup order. */
export function listNamespaces(ns: AdminNamespace): string[] {
  return ns === 'admin' ? ['admin'] : [ns, 'admin'];
}
