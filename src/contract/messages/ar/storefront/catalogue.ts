// Arabic for messages/storefront/catalogue.ts.
import type {
  carouselText as englishCarouselText,
  catalogueText as englishCatalogueText,
  productCardText as englishProductCardText,
} from '#contract/messages/storefront/catalogue.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const carouselText = {
  region: 'مختاراتنا',
  roleCarousel: 'عرض متتابع',
  roleSlide: 'شريحة',
  loading: 'جارٍ تحميل الصور…',
  error: 'تعذّر تحميل صور العرض',
  empty: 'لا توجد صور للعرض حاليًا',
  previous: 'الشريحة السابقة',
  next: 'الشريحة التالية',
  goToSlide: (n) => `الانتقال إلى الشريحة ${n}`,
  slideOf: (n, total) => `الشريحة ${n} من ${total}`,
} as const satisfies Translation<typeof englishCarouselText>;

export const catalogueText = {
  heading: 'مجموعتنا',
  intro: 'مستحضرات تجميل وعناية بالبشرة وعطور، نختارها بعناية في بيروت منذ عام 1970.',
  searchLabel: 'البحث في المنتجات',
  searchPlaceholder: 'ابحث عن منتج…',
  categoryLabel: 'الفئة',
  clearFilters: (count) => `إزالة عوامل التصفية (${count})`,
  clearFiltersLink: 'إزالة عوامل التصفية',
  loading: 'جارٍ تحميل المنتجات…',
  errorTitle: 'حدث خطأ ما',
  errorFallback: 'تعذّر تحميل المنتجات. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  errorHint: 'إذا كنت تبحث أو تستخدم عوامل التصفية، فجرّب إزالتها.',
  emptyTitle: 'لم يتم العثور على منتجات',
  emptyFilteredHint: 'جرّب بحثًا آخر أو فئة أخرى.',
  emptyUnfiltered: 'لا تتوفر منتجات حاليًا.',
  didYouMean: 'هل تقصد:',
  resultsLabel: 'المنتجات',
} as const satisfies Translation<typeof englishCatalogueText>;

export const productCardText = {
  addToCart: 'أضف إلى السلة',
  adding: 'جارٍ الإضافة…',
  inCart: (quantity) => `في السلة (${quantity})`,
  selectColor: 'يُرجى اختيار اللون',
  moreColors: (count) => `+${count}`,
  moreColorsLabel: (count) =>
    plural('ar', count, {
      zero: 'لا ألوان أخرى',
      one: 'لون آخر',
      two: 'لونان آخران',
      few: `${count} ألوان أخرى`,
      many: `${count} لونًا آخر`,
      other: `${count} لون آخر`,
    }),
  colorsLabel: (productName) => `ألوان ${productName}`,
  viewDetails: (productName) => `عرض تفاصيل ${productName}`,
} as const satisfies Translation<typeof englishProductCardText>;
