// Arabic for messages/storefront/offers.ts.
import type { offerDetailText as englishOfferDetailText, offersText as englishOffersText } from '#contract/messages/storefront/offers.js';
import type { Translation } from '#contract/messages/translation.js';

export const offersText = {
  heading: 'العروض',
  intro: 'أسعار خاصة لفترة محدودة على منتجاتنا المفضّلة.',
  searchLabel: 'البحث في العروض',
  searchPlaceholder: 'ابحث في العروض…',
  loading: 'جارٍ تحميل العروض…',
  error: 'تعذّر تحميل العروض. يُرجى المحاولة مرة أخرى.',
  empty: 'لم يتم العثور على عروض',
  didYouMean: 'هل تقصد:',
  addToCart: 'أضف إلى السلة',
  adding: 'جارٍ الإضافة…',
  viewDetails: 'عرض التفاصيل',
} as const satisfies Translation<typeof englishOffersText>;

export const offerDetailText = {
  loading: 'جارٍ تحميل العرض…',
  error: 'تعذّر تحميل العرض',
  notFound: 'العرض غير موجود.',
  back: 'العودة إلى العروض',
} as const satisfies Translation<typeof englishOfferDetailText>;
