/** Where the browser keeps the cart and the admin's token (spec sections 3 and 9). */
export const STORAGE_KEYS = {
  cart: 'cart-storage',
  token: 'token',
} as const;
