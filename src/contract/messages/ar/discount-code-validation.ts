// Arabic for messages/discount-code-validation.ts: the server's messages about discount codes, for the
// owner's Codes form and for the customer whose code stopped applying. « رمز الخصم » for a discount
// code, as the panel says it.
import type { discountCodeValidation } from '../discount-code-validation.js';
import type { Translation } from '../translation.js';

export const discountCodeValidationText = {
  codeFormat: (min: number, max: number) => `يتكوّن الرمز من ${min} إلى ${max} من الحروف اللاتينية (A–Z) والأرقام`,
  codeExists: 'هناك رمز آخر مكتوب بهذه الطريقة',
  codeTyped: 'هذا الرمز غير صالح',
  kind: 'يُرجى اختيار نسبة مئوية أو مبلغ أو توصيل مجاني',
  percent: (max: number) => `أدخل نسبة مئوية بعدد صحيح من 1 إلى ${max}`,
  amount: 'أدخل مبلغًا أكبر من 0 وأقل من مليون، بمنزلتين عشريتين على الأكثر',
  dateTime: 'يُرجى إدخال تاريخ ووقت',
  dateRange: (from: number, to: number) => `يُرجى إدخال تاريخ بين عامَي ${from} و${to}`,
  endsBeforeStart: 'يجب أن تكون النهاية بعد البداية',
  uses: 'أدخل عددًا صحيحًا أكبر من 0، أو اترك الخانة فارغة',
  target: 'يُرجى اختيار الفئات أو المنتجات أو العروض من القوائم',
  // The limit is 100: the counted nouns after it are singular (100 فئة).
  tooManyTargets: (max: number) => `يمكن أن يقتصر الرمز على ${max} فئة و${max} منتج على الأكثر`,
  targetGone: 'إحدى الفئات أو المنتجات المختارة لم تعد في المتجر',
  codeUsed: 'لا يمكن حذف رمز استُخدم في طلبات؛ أوقفه بدلًا من ذلك',
  codeNotFound: 'الرمز غير موجود',
  codeChanged: 'تغيّر رمز الخصم الخاص بك. يُرجى مراجعة السلة وإرسال الطلب مجددًا.',
  saleCodeRefused: 'رمز الخصم لا ينطبق على هذا البيع',
} as const satisfies Translation<typeof discountCodeValidation>;
