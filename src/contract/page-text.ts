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

const SEPARATOR = ' · ';

/** The words of a page's title bar and description, for the shop named `shopName`. */
export function storefrontPageText(page: StorefrontPage, shopName: string): PageText {
  const titled = (name: string) => `${name}${SEPARATOR}${shopName}`;
  switch (page.kind) {
    case 'home':
      return {
        title: `${shopName}${SEPARATOR}Cosmetics since 1970`,
        description:
          'Premium cosmetics in Beirut since 1970: make-up, skincare and fragrance. Browse, choose your shades and order on WhatsApp, 24/7.',
      };
    case 'product':
      return page.item
        ? { title: titled(page.item.name), description: shortenText(page.item.description) }
        : { title: titled('Product not found'), description: 'This product is no longer in the catalogue.' };
    case 'offers':
      return {
        title: titled('Offers'),
        description: `Current offers and bundles at ${shopName}, Beirut: premium cosmetics at special prices, ordered on WhatsApp.`,
      };
    case 'offer':
      return page.item
        ? { title: titled(page.item.name), description: shortenText(page.item.description) }
        : { title: titled('Offer not found'), description: 'This offer has ended or was removed.' };
    case 'about':
      return {
        title: titled('About Us'),
        description: `${shopName} has served customers in Beirut since 1970: more than 50 years of premium cosmetics.`,
      };
    case 'contact':
      return {
        title: titled('Contact Us'),
        description: `Send ${shopName} a message: questions about products, shades or orders. Open 24/7.`,
      };
    case 'cart':
      return { title: titled('Shopping Cart'), description: `Your cart at ${shopName}: order the items in it on WhatsApp.` };
  }
}
