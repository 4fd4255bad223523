/** Where the browser keeps the cart and the admin's token, and the visitor's order details. */
export const STORAGE_KEYS = {
  cart: 'cart-storage',
  token: 'token',
  /** The optional delivery details, filled in once and offered again on the next order. */
  delivery: 'delivery-details',
  /** Orders that went to WhatsApp before the shop could record them, sent again on a later visit. */
  unrecordedOrders: 'unrecorded-orders',
} as const;
