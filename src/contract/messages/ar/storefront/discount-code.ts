// Arabic for messages/storefront/discount-code.ts. The code and the amounts are isolated, so « LAYAL15 »
// and « -$6.75 » keep their own order inside an Arabic line; the order message's line starts with an
// Arabic word, so the chat sets it right to left.
import type { discountCodeText as englishDiscountCodeText } from '#contract/messages/storefront/discount-code.js';
import { isolate, plural, type Translation } from '#contract/messages/translation.js';

export const discountCodeText = {
  label: 'رمز الخصم',
  apply: 'تطبيق',
  remove: 'إزالة',
  removeCode: (code) => `إزالة الرمز ${isolate(code)}`,
  checking: 'جارٍ التحقق من الرمز…',
  unchecked: 'تعذّر التحقق من الرمز الآن. يُرجى المحاولة مجددًا.',
  applied: (code, effect) => `تمّ تطبيق الرمز ${isolate(code)}: ${effect}.`,
  percentOff: (percent) => `خصم ${isolate(`${percent}%`)}`,
  amountOff: (amount) => `خصم ${isolate(amount)}`,
  freeDelivery: 'توصيل مجاني',
  problems: {
    notValid: 'هذا الرمز غير صالح.',
    notYet: 'لا يمكن استخدام هذا الرمز بعد.',
    ended: 'انتهت صلاحية هذا الرمز.',
    usedUp: 'استُخدم هذا الرمز العدد الأقصى من المرات.',
    usedByPhone: 'استُخدم هذا الرمز مع رقم الهاتف هذا العدد الأقصى من المرات.',
    phoneNeeded: 'يتطلّب هذا الرمز رقم هاتفك: يُرجى إضافته إلى تفاصيل التوصيل.',
    notApplicable: 'لا ينطبق هذا الرمز على المنتجات في سلتك.',
  },
  minimum: (minimum, missing) => `هذا الرمز للطلبات من ${isolate(minimum)} وما فوق: أضف ${isolate(missing)} بعد.`,
  tooManyTries: (minutes) =>
    `جرّبت رموزًا كثيرة. يُرجى المحاولة مجددًا بعد ${plural('ar', minutes, {
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: `${minutes} دقائق`,
      many: `${minutes} دقيقة`,
      other: `${minutes} دقيقة`,
    })}.`,
  row: (code) => `الخصم (${isolate(code)})`,
  messageLine: (code, amount) => `رمز الخصم ${isolate(code)}: ${isolate(`-${amount}`)}`,
  notAppliedYet: (code) => `لم يُطبَّق الرمز ${isolate(code)} بعد: نتحقق منه الآن. راجع المجموع، ثم أرسل الطلب مجددًا.`,
  changed: 'تغيّر رمز الخصم. يُرجى مراجعة السلة وإرسال الطلب مجددًا.',
} as const satisfies Translation<typeof englishDiscountCodeText>;
