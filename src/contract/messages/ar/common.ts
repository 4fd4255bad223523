// Arabic for messages/common.ts (the storefront's shared words; the admin panel stays in English).
// Modern Standard Arabic with Latin digits, as the numbers arrive.
import type { commonText as englishCommonText } from '../common.js';
import { isolate, plural, type Translation } from '../translation.js';

export const commonText = {
  loading: 'جارٍ التحميل…',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page, totalPages) => `الصفحة ${page} من ${totalPages}`,
  totalCount: (total) => `الإجمالي: ${total}`,
  pagination: 'التنقل بين الصفحات',
  tryAgain: 'حاول مرة أخرى',
  retry: 'إعادة المحاولة',
  close: 'إغلاق',
  cancel: 'إلغاء',
  search: 'بحث',
  allCategories: 'جميع الفئات',
  soldOut: 'نفدت الكمية',
  onlyLeft: (count) =>
    plural('ar', count, {
      zero: 'نفدت الكمية',
      one: 'بقيت قطعة واحدة فقط',
      two: 'بقيت قطعتان فقط',
      few: `بقيت ${count} قطع فقط`,
      many: `بقيت ${count} قطعة فقط`,
      other: `بقيت ${count} قطعة فقط`,
    }),
  colorSoldOut: (name) => `${isolate(name)}، نفدت الكمية`,
  decreaseQuantity: 'إنقاص الكمية',
  increaseQuantity: 'زيادة الكمية',
  quantity: 'الكمية',
  regularPrice: 'السعر الأصلي',
  tooLong: (max) =>
    `الحد الأقصى ${plural('ar', max, {
      zero: `${max} حرف`,
      one: 'حرف واحد',
      two: 'حرفان',
      few: `${max} أحرف`,
      many: `${max} حرفًا`,
      other: `${max} حرف`,
    })}`,
  invalidCharacters: 'يحتوي على حرف غير مسموح به',
} as const satisfies Translation<typeof englishCommonText>;
