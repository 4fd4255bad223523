// The toasts after Add to Cart, on the home page, the offers, the detail pages and the cart.
// A module per screen, not one for the whole storefront: the bundler places a module whole, so a
// shared one put every page's words in the first load of `/` (docs/decisions/001).
// The spec's wording is kept exactly where it gives one.

export const cartToastText = {
  added: (name: string) => `${name} added to cart`,
  addedMany: (name: string, quantity: number) => `${quantity} × ${name} added to cart`,
  failed: (error: string) => `Failed to add to cart: ${error}`,
  quantityMax: (max: number) => `Up to ${max} per item`,
} as const;
