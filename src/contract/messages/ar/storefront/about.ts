// Arabic for messages/storefront/about.ts.
import type { aboutText as englishAboutText } from '#contract/messages/storefront/about.js';
import type { Translation } from '#contract/messages/translation.js';

export const aboutText = {
  heading: 'من نحن',
  lead: 'في خدمتكم منذ عام 1970',
  highlights: [
    { value: '1970', label: 'في خدمتكم منذ' },
    { value: '50+', label: 'عامًا من الخبرة' },
    { value: 'تميّز', label: 'الجودة في كل منتج' },
  ],
} as const satisfies Translation<typeof englishAboutText>;
