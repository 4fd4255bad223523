// Arabic for messages/storefront/shop-texts.ts.
import type { firstShopTexts as englishFirstShopTexts } from '#contract/messages/storefront/shop-texts.js';
import type { Translation } from '#contract/messages/translation.js';

export const firstShopTexts = {
  aboutText: [
    'منذ أكثر من 50 عامًا، يساعد متجرنا العائلي في بيروت زبائنه على إيجاد مستحضرات التجميل والعناية بالبشرة والعطور التي تناسبهم.',
    'نختار كل منتج لجودته العالية، ويسعدنا أن ننصحك في اختيار الدرجات وطرق العناية، في المتجر أو عبر الهاتف أو على واتساب، على مدار الساعة طوال أيام الأسبوع.',
  ].join('\n\n'),
  whatsappGreeting: 'مرحبًا! أودّ معرفة المزيد عن منتجاتكم.',
  orderGreeting: 'مرحبًا! أودّ أن أطلب ما يلي:',
  address: 'بيروت، لبنان',
} as const satisfies Translation<typeof englishFirstShopTexts>;
