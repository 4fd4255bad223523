// Arabic for messages/storefront/footer.ts.
import type { footerText as englishFooterText } from '#contract/messages/storefront/footer.js';
import type { Translation } from '#contract/messages/translation.js';

export const footerText = {
  tagline: 'مستحضرات تجميل فاخرة في بيروت منذ عام 1970.',
  followUs: 'تابعونا',
  facebook: 'فيسبوك',
  instagram: 'إنستغرام',
  openingHours: 'ساعات العمل',
  phone: 'الهاتف',
  contactUs: 'تواصل معنا',
  rights: (year, shopName) => `© ${year} ${shopName}. جميع الحقوق محفوظة.`,
} as const satisfies Translation<typeof englishFooterText>;
