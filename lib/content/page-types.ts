/** A content page as its screen receives it: rendered, sanitised HTML and the front matter it shows. */
export type ContentPageView = {
  slug: string;
  /** locale-neutral route the page is shown at */
  path: string;
  title: string;
  description: string;
  html: string;
  headings: { depth: number; text: string; id: string }[];
  faq: { q: string; a: string }[];
  /** ISO date of the last revision, when the front matter names one */
  updated: string | null;
};
