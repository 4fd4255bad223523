import type { Language } from './languages.js';

// What a storefront page's `<head>` says, as data: the web app's route table makes it from the page's
// own data (src/web/routes/storefront-routes.tsx) and the server writes it, escaped, into the page.

/** The picture a link preview shows: always the share variant's fixed size, as a JPEG. */
export interface SharePicture {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Everything the server writes into a storefront page's `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute: the page's own address in its language. */
  canonical: string;
  siteName: string;
  ogType: 'website' | 'product';
  picture: SharePicture | null;
  /** For a product: the price a preview shows, in dollars. */
  price?: number;
  /** A page search engines must not index (a product that is gone). */
  noindex?: boolean;
  /** JSON-LD objects (schema.org), each written as its own script. */
  jsonLd: object[];
  /** The page's language, and the same page's address in every language (for `hreflang`). */
  language: Language;
  alternates: { language: Language; url: string }[];
}
