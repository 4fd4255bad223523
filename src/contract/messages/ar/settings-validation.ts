// Arabic for settingsMessages (src/contract/settings.ts): the Settings page's field messages, which the
// server and the page share, shown in the Arabic panel. Numbers and examples are isolated, so they keep
// their own order inside an Arabic line.
import { DELIVERY_LIMITS } from '#contract/delivery.js';
import { STOCK_LIMITS } from '#contract/constants.js';
import { SETTINGS_LIMITS, type settingsMessages } from '#contract/settings.js';
import { isolate, type Translation } from '../translation.js';

export const settingsMessagesText = {
  nameRequired: 'اسم المتجر مطلوب',
  nameTooLong: `اسم المتجر ${isolate(String(SETTINGS_LIMITS.name))} حرفًا على الأكثر`,
  whatsappNumber: `أدخل الرقم مع رمز البلد، مثل ${isolate('+961 70 123 456')}، أو رقمًا لبنانيًا، مثل ${isolate('70 123 456')}`,
  greetingRequired: 'رسالة الترحيب مطلوبة',
  greetingTooLong: `${isolate(String(SETTINGS_LIMITS.greeting))} حرف على الأكثر`,
  phoneRequired: 'رقم الهاتف مطلوب',
  phoneTooLong: `رقم الهاتف ${isolate(String(SETTINGS_LIMITS.phone))} حرفًا على الأكثر`,
  addressRequired: 'العنوان مطلوب',
  addressTooLong: `العنوان ${isolate(String(SETTINGS_LIMITS.address))} حرف على الأكثر`,
  httpsLink: `أدخل رابطًا يبدأ بـ ${isolate('https://')}`,
  urlTooLong: `الرابط ${isolate(String(SETTINGS_LIMITS.url))} حرف على الأكثر`,
  aboutRequired: 'نص «من نحن» مطلوب',
  aboutTooLong: `نص «من نحن» ${isolate(String(SETTINGS_LIMITS.aboutText))} حرف على الأكثر`,
  time: `أدخل الوقت بصيغة ${isolate('HH:MM')}، مثل ${isolate('09:00')}`,
  closesAfterOpens: 'يجب أن يكون وقت الإغلاق بعد وقت الفتح',
  week: 'أدخل ساعات كل يوم، من الاثنين إلى الأحد',
  rate: `أدخل كم ليرة يساوي الدولار الواحد، مثل ${isolate('89500')}`,
  step: `أدخل الخطوة التي تُقرَّب إليها الأسعار بالليرة، مثل ${isolate('1000')}`,
  lowStockThreshold: `أدخل عددًا صحيحًا من ${isolate('0')} إلى ${isolate(String(STOCK_LIMITS.thresholdMax))}`,
  zoneNameRequired: 'اسم المنطقة مطلوب',
  zoneNameTooLong: `اسم المنطقة ${isolate(String(DELIVERY_LIMITS.zoneNameMax))} حرفًا على الأكثر`,
  zoneNameTaken: 'منطقة أخرى تحمل هذا الاسم',
  deliveryFee: `أدخل رسم التوصيل بالدولار، من ${isolate('0')} إلى ${isolate(String(DELIVERY_LIMITS.feeMaxCents / 100))}، مثل ${isolate('3')} أو ${isolate('2.50')}`,
  freeOver: `أدخل المبلغ بالدولار الذي يصبح التوصيل بعده مجانيًا، مثل ${isolate('50')}، أو اتركه فارغًا`,
  estimateTooLong: `${isolate(String(DELIVERY_LIMITS.estimateMax))} حرفًا على الأكثر`,
  zonesMax: `${isolate(String(DELIVERY_LIMITS.zonesMax))} منطقة توصيل على الأكثر`,
  zoneIdRepeated: 'منطقة مذكورة مرتين',
  zoneIdInvalid: 'هذه المنطقة ليست من مناطق المتجر، أعد تحميل الصفحة واحفظ من جديد',
} as const satisfies Translation<typeof settingsMessages>;
