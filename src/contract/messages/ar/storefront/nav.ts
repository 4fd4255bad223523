// Arabic for messages/storefront/nav.ts.
import type { navText as englishNavText } from '#contract/messages/storefront/nav.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const navText = {
  home: 'الرئيسية',
  offers: 'العروض',
  about: 'من نحن',
  contact: 'تواصل معنا',
  cart: 'السلة',
  cartWithCount: (count) =>
    plural('ar', count, {
      zero: 'السلة، لا منتجات',
      one: 'السلة، منتج واحد',
      two: 'السلة، منتجان',
      few: `السلة، ${count} منتجات`,
      many: `السلة، ${count} منتجًا`,
      other: `السلة، ${count} منتج`,
    }),
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  mainNavigation: 'القائمة الرئيسية',
  skipToContent: 'الانتقال إلى المحتوى',
  language: 'اللغة',
} as const satisfies Translation<typeof englishNavText>;
