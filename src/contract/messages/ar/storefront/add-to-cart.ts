// Arabic for messages/storefront/add-to-cart.ts.
import type { cartToastText as englishCartToastText } from '#contract/messages/storefront/add-to-cart.js';
import type { Translation } from '#contract/messages/translation.js';

export const cartToastText = {
  added: (name) => `تمت إضافة ${name} إلى السلة`,
  addedMany: (name, quantity) => `تمت إضافة ${quantity} × ${name} إلى السلة`,
  failed: (error) => `تعذّرت الإضافة إلى السلة: ${error}`,
  quantityMax: (max) => `الحد الأقصى ${max} لكل منتج`,
} as const satisfies Translation<typeof englishCartToastText>;
