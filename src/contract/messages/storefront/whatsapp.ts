// The floating WhatsApp button and the order message the cart sends to WhatsApp.
// A module per screen; French and Arabic have the same modules (messages/fr, messages/ar), and the
// storefront takes all of one language's words through its catalogue (src/web/i18n).
// The English wording is the shop's own: keep it word for word, the translations follow it.

export const whatsappText = {
  chatButton: 'Chat with us on WhatsApp',
  emptyCart: 'Your cart is empty.',
  orderIntro: 'Hello! I would like to place an order:',
  /** A line's first row: its number in the order and the item's name. */
  item: (position: number, name: string) => `${position}. ${name}`,
  color: (name: string) => `Color: ${name}`,
  quantity: (quantity: number) => `Quantity: ${quantity}`,
  lineTotal: (amount: string) => `Subtotal: ${amount}`,
  totalItems: (count: number) => `Items: ${count}`,
  total: (amount: string) => `Total: ${amount}`,
} as const;
