// The toasts after Add to Cart, on the home page, the offers, the detail pages and the cart.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const cartToastText = {
  added: (name: string) => `${name} added to cart`,
  addedMany: (name: string, quantity: number) => `${quantity} × ${name} added to cart`,
  failed: (error: string) => `Failed to add to cart: ${error}`,
  quantityMax: (max: number) => `Up to ${max} per item`,
} as const;
