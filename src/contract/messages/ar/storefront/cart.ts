// Arabic for messages/storefront/cart.ts. Counted nouns take Arabic's six forms: منتج واحد، منتجان،
// 3–10 منتجات، 11–99 منتجًا، 100 منتج.
import type { cartText as englishCartText } from '#contract/messages/storefront/cart.js';
import { isolate, plural, type Translation } from '#contract/messages/translation.js';

export const cartText = {
  heading: 'سلة التسوق',
  empty: 'سلتك فارغة',
  emptyHint: 'تصفّح مجموعتنا واختر ما يعجبك.',
  continueShopping: 'متابعة التسوق',
  itemsLabel: 'المنتجات في سلتك',
  color: (name) => `اللون: ${name}`,
  // Isolated: beside Arabic words « $4.50 » would read « 4.50$ ».
  save: (amount) => `وفّر ${isolate(amount)}`,
  unitPrice: 'سعر القطعة',
  lineTotal: 'مجموع المنتج',
  remove: (name) => `إزالة ${name}`,
  quantityOf: (name) => `كمية ${name}`,
  summary: 'ملخص الطلب',
  subtotal: (count) =>
    plural('ar', count, {
      zero: 'المجموع الفرعي (لا منتجات)',
      one: 'المجموع الفرعي (منتج واحد)',
      two: 'المجموع الفرعي (منتجان)',
      few: `المجموع الفرعي (${count} منتجات)`,
      many: `المجموع الفرعي (${count} منتجًا)`,
      other: `المجموع الفرعي (${count} منتج)`,
    }),
  total: 'الإجمالي',
  orderViaWhatsapp: 'اطلب عبر واتساب',
  clearCart: 'إفراغ السلة',
  orderNote: 'يُفتح طلبك في واتساب وفيه جميع المنتجات، جاهزًا للإرسال.',
} as const satisfies Translation<typeof englishCartText>;
