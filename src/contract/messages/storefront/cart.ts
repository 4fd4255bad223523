// The cart page.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const cartText = {
  heading: 'Shopping Cart',
  empty: 'Your cart is empty',
  emptyHint: 'Discover our collection and find something you love.',
  continueShopping: 'Continue Shopping',
  itemsLabel: 'Items in your cart',
  color: (name: string) => `Color: ${name}`,
  save: (amount: string) => `Save ${amount}`,
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  remove: (name: string) => `Remove ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  summary: 'Order Summary',
  subtotal: (count: number) => `Subtotal (${count} ${count === 1 ? 'item' : 'items'})`,
  total: 'Total',
  orderViaWhatsapp: 'Order via WhatsApp',
  clearCart: 'Clear Cart',
  orderNote: 'Your order opens in WhatsApp with every item listed, ready to send.',
} as const;
