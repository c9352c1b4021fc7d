import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';

/** A page that may wrap itself in its own layout (default: the shop layout); the layout sees the page's props. */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement<P>) => ReactNode;
};
