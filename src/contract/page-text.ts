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
export type PageMessages = { readonly [K in keyof typeof pageText]: (typeof pageText)[K] extends string ? string : (typeof pageText)[K] };

/** The words of a page's title bar and description, for the shop named `shopName`. */
export function storefrontPageText(page: StorefrontPage, shopName: string, messages: PageMessages = pageText): PageText {
  const titled = (name: string) => messages.titled(name, shopName);
  switch (page.kind) {
    case 'home':
      return { title: messages.homeTitle(shopName), description: messages.homeDescription };
    case 'product':
      return page.item
        ? { title: titled(page.item.name), description: shortenText(page.item.description) }
        : { title: titled(messages.productNotFoundTitle), description: messages.productNotFoundDescription };
    case 'offers':
      return { title: titled(messages.offersTitle), description: messages.offersDescription(shopName) };
    case 'offer':
      return page.item
        ? { title: titled(page.item.name), description: shortenText(page.item.description) }
        : { title: titled(messages.offerNotFoundTitle), description: messages.offerNotFoundDescription };
    case 'about':
      return { title: titled(messages.aboutTitle), description: messages.aboutDescription(shopName) };
    case 'contact':
      return { title: titled(messages.contactTitle), description: messages.contactDescription(shopName) };
    case 'cart':
      return { title: titled(messages.cartTitle), description: messages.cartDescription(shopName) };
  }
}
