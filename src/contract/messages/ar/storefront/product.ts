// Arabic for messages/storefront/product.ts. « خصم 20% », as a shop labels a saving.
import type { productDetailText as englishProductDetailText } from '#contract/messages/storefront/product.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const productDetailText = {
  loading: 'جارٍ تحميل المنتج…',
  error: 'تعذّر تحميل المنتج',
  notFound: 'المنتج غير موجود.',
  back: 'رجوع',
  save: (percent) => `خصم ${percent}%`,
  share: 'مشاركة',
  linkCopied: 'تم نسخ الرابط!',
  shareFailed: 'تعذّرت مشاركة الرابط',
  chooseColor: 'اللون',
  selectedColor: (name) => `اللون المختار: ${name}`,
  description: 'الوصف',
  quantity: 'الكمية',
  addToCart: (quantity) =>
    plural('ar', quantity, {
      zero: 'أضف إلى السلة',
      one: 'أضف قطعة واحدة إلى السلة',
      two: 'أضف قطعتين إلى السلة',
      few: `أضف ${quantity} قطع إلى السلة`,
      many: `أضف ${quantity} قطعة إلى السلة`,
      other: `أضف ${quantity} قطعة إلى السلة`,
    }),
  adding: 'جارٍ الإضافة…',
  selectColorFirst: 'يُرجى اختيار اللون قبل الإضافة إلى السلة',
  soldOut: 'نفدت الكمية',
  photos: 'الصور',
  previousPhoto: 'الصورة السابقة',
  nextPhoto: 'الصورة التالية',
  photoOf: (n, total) => `الصورة ${n} من ${total}`,
  viewFullScreen: 'عرض بملء الشاشة',
} as const satisfies Translation<typeof englishProductDetailText>;
