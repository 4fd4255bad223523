// Arabic for messages/storefront/pages.ts.
import type { pageText as englishPageText } from '#contract/messages/storefront/pages.js';
import { isolate, type Translation } from '#contract/messages/translation.js';

export const pageText = {
  homeTitle: (shopName) => `${isolate(shopName)} · مستحضرات تجميل منذ 1970`,
  homeDescription:
    'مستحضرات تجميل فاخرة في بيروت منذ عام 1970: مكياج وعناية بالبشرة وعطور. تصفّح واختر درجاتك واطلب عبر واتساب، على مدار الساعة.',
  titled: (name, shopName) => `${isolate(name)} · ${isolate(shopName)}`,
  productNotFoundTitle: 'المنتج غير موجود',
  productNotFoundDescription: 'لم يعد هذا المنتج ضمن التشكيلة.',
  offersTitle: 'العروض',
  offersDescription: (shopName) =>
    `أحدث العروض والمجموعات لدى ${isolate(shopName)} في بيروت: مستحضرات تجميل فاخرة بأسعار مميّزة، تُطلب عبر واتساب.`,
  offerNotFoundTitle: 'العرض غير موجود',
  offerNotFoundDescription: 'انتهى هذا العرض أو أُزيل.',
  aboutTitle: 'من نحن',
  aboutDescription: (shopName) => `يخدم ${isolate(shopName)} زبائنه في بيروت منذ عام 1970: أكثر من 50 عامًا من مستحضرات التجميل الفاخرة.`,
  contactTitle: 'اتصل بنا',
  contactDescription: (shopName) => `راسِل ${isolate(shopName)}: سؤال عن منتج أو درجة لون أو طلب؟ نحن هنا على مدار الساعة.`,
  cartTitle: 'سلة التسوق',
  cartDescription: (shopName) => `سلتك لدى ${isolate(shopName)}: اطلب ما فيها عبر واتساب.`,
} as const satisfies Translation<typeof englishPageText>;
