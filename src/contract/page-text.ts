import { pageText } from './messages/storefront/pages.js';

// Zod-free on purpose: the storefront's first load imports this. The server writes these titles and
// descriptions into the page it sends (and into link previews); the browser sets the same title when
// the visitor moves between pages, so both always agree.

/** The storefront's pages, with what each page's words depend on. */
export type StorefrontPage =
  | { kind: 'home' }
  | { kind: 'product'; item: { name: string; description: string } | null }
  | { kind: 'offers' }
  | { kind: 'offer'; item: { name: string; description: string } | null }
  | { kind: 'about' }
  | { kind: 'contact' }
  | { kind: 'cart' };

export interface PageText {
  title: string;
  description: string;
}

/** Search engines show about 155 characters of a description; link previews fewer. */
export const DESCRIPTION_MAX_LENGTH = 155;

/**
 * Whitespace collapsed and, past `max` characters, cut at the last word boundary with an ellipsis
 * (the result, ellipsis included, is at most `max` characters).
 */
export function shortenText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The words `storefrontPageText` writes: the English ones unless a language's are given. */
export type PageWords = { readonly [K in keyof typeof pageText]: (typeof pageText)[K] extends string ? string : (typeof pageText)[K] };

/** The words of a page's title bar and description, for the shop named `shopName`. */
export function storefrontPageText(page: StorefrontPage, shopName: string, words: PageWords = pageText): PageText {
  const titled = (name: string) => words.titled(name, shopName);
  switch (page.kind) {
    case 'home':
      return { title: words.homeTitle(shopName), description: words.homeDescription };
    case 'product':
      return page.item
        ? { title: titled(page.item.name), description: shortenText(page.item.description) }
        : { title: titled(words.productNotFoundTitle), description: words.productNotFoundDescription };
    case 'offers':
      return { title: titled(words.offersTitle), description: words.offersDescription(shopName) };
    case 'offer':
      return page.item
        ? { title: titled(page.item.name), description: shortenText(page.item.description) }
        : { title: titled(words.offerNotFoundTitle), description: words.offerNotFoundDescription };
    case 'about':
      return { title: titled(words.aboutTitle), description: words.aboutDescription(shopName) };
    case 'contact':
      return { title: titled(words.contactTitle), description: words.contactDescription(shopName) };
    case 'cart':
      return { title: titled(words.cartTitle), description: words.cartDescription(shopName) };
  }
}
