// Arabic for ../../storefront/nav.ts.
import type { navText as englishNavText } from '../../storefront/nav.js';
import { plural, type Translation } from '../../translation.js';

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
} as const satisfies Translation<typeof englishNavText>;
