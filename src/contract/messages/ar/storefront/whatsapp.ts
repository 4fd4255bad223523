// Arabic for messages/storefront/whatsapp.ts: the order message is the customer's, written as they
// would write it to the shop. Each line starts with an Arabic word, so the chat sets it right to
// left; a colour's name is isolated (« Nude 02 » keeps its order inside the line).
import type { whatsappText as englishWhatsappText } from '#contract/messages/storefront/whatsapp.js';
import { isolate, type Translation } from '#contract/messages/translation.js';

export const whatsappText = {
  chatButton: 'راسلنا على واتساب',
  emptyCart: 'سلتك فارغة.',
  orderIntro: 'مرحبًا! أودّ أن أطلب ما يلي:',
  // « 1. Velvet Lipstick » would set the line left to right: it starts with a word, and the name is isolated.
  item: (position, name) => `المنتج ${position}: ${isolate(name)}`,
  color: (name) => `اللون: ${isolate(name)}`,
  quantity: (quantity) => `الكمية: ${quantity}`,
  lineTotal: (amount) => `المجموع الفرعي: ${isolate(amount)}`,
  totalItems: (count) => `عدد القطع: ${count}`,
  total: (amount) => `الإجمالي: ${isolate(amount)}`,
} as const satisfies Translation<typeof englishWhatsappText>;
