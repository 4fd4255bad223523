// The storefront pages' titles and descriptions: the title bar, search results and link previews.
// The server writes them into the page it sends and the browser sets the same title on moving
// between pages (src/contract/page-text.ts), so both always agree.

export const pageText = {
  homeTitle: (shopName: string) => `${shopName} · Cosmetics since 1970`,
  homeDescription:
    'Premium cosmetics in Beirut since 1970: make-up, skincare and fragrance. Browse, choose your shades and order on WhatsApp, 24/7.',
  /** A page's own title followed by the shop's name: "Offers · Beirut Cosmetics". */
  titled: (name: string, shopName: string) => `${name} · ${shopName}`,
  productNotFoundTitle: 'Product not found',
  productNotFoundDescription: 'This product is no longer in the catalogue.',
  offersTitle: 'Offers',
  offersDescription: (shopName: string) =>
    `Current offers and bundles at ${shopName}, Beirut: premium cosmetics at special prices, ordered on WhatsApp.`,
  offerNotFoundTitle: 'Offer not found',
  offerNotFoundDescription: 'This offer has ended or was removed.',
  aboutTitle: 'About Us',
  aboutDescription: (shopName: string) => `${shopName} has served customers in Beirut since 1970: more than 50 years of premium cosmetics.`,
  contactTitle: 'Contact Us',
  contactDescription: (shopName: string) => `Send ${shopName} a message: questions about products, shades or orders. Open 24/7.`,
  cartTitle: 'Shopping Cart',
  cartDescription: (shopName: string) => `Your cart at ${shopName}: order the items in it on WhatsApp.`,
} as const;
