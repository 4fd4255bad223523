// Arabic for messages/cart-order.ts. The order message's lines start with an Arabic word, so the chat sets
// each right to left, and what the customer typed is isolated (a Latin name or a phone number with
// spaces keeps its own order inside the line).
import type { cartOrderText as englishCartOrderText, orderMessageText as englishOrderMessageText } from '../cart-order.js';
import { isolate, plural, type Translation } from '../translation.js';

export const orderMessageText = {
  reference: (reference) => `الطلب رقم ${isolate(reference)}`,
  deliveryHeading: 'التوصيل:',
  deliveryName: (name) => `الاسم: ${isolate(name)}`,
  deliveryPhone: (phone) => `الهاتف: ${isolate(phone)}`,
  deliveryAddress: (address) => `العنوان: ${isolate(address)}`,
  deliveryNote: (note) => `ملاحظة: ${isolate(note)}`,
  itemsTotal: (amount) => `مجموع المنتجات: ${isolate(amount)}`,
  deliveryFee: (option, amount) => `التوصيل (${isolate(option)}): ${isolate(amount)}`,
  free: 'مجاني',
  pickup: 'الاستلام من المتجر',
  orderPage: (link) => `صفحة الطلب:\n${link}`,
} as const satisfies Translation<typeof englishOrderMessageText>;

export const cartOrderText = {
  sendingOrder: 'جارٍ تجهيز طلبك…',
  priceUpdated: 'تم تحديث السعر',
  previousPrice: 'السعر السابق',
  soldOut: 'نفدت الكمية',
  unavailable: 'لم يعد متوفرًا',
  colorUnavailable: 'هذا اللون لم يعد متوفرًا',
  onlyLeft: (count) =>
    plural('ar', count, {
      zero: 'نفدت الكمية',
      one: 'بقيت قطعة واحدة فقط',
      two: 'بقيت قطعتان فقط',
      few: `بقيت ${count} قطع فقط`,
      many: `بقيت ${count} قطعة فقط`,
      other: `بقيت ${count} قطعة فقط`,
    }),
  notOrdered: 'غير مشمول في طلبك',
  unavailableCount: (count) =>
    plural('ar', count, {
      zero: 'جميع المنتجات متوفرة',
      one: 'منتج واحد غير متوفر ولن يُدرج في طلبك',
      two: 'منتجان غير متوفرين ولن يُدرجا في طلبك',
      few: `${count} منتجات غير متوفرة ولن تُدرج في طلبك`,
      many: `${count} من المنتجات غير متوفرة ولن تُدرج في طلبك`,
      other: `${count} من المنتجات غير متوفرة ولن تُدرج في طلبك`,
    }),
  unchecked: 'الأسعار هي تلك المعروضة عند إضافة المنتجات إلى السلة.',
  itemsChanged: 'طرأ تغيير على بعض المنتجات في سلتك. يُرجى مراجعة السلة وإرسال الطلب مجددًا.',
  pricesChanged: 'تغيّرت بعض الأسعار. يُرجى مراجعة السلة وإرسال الطلب مجددًا.',
  delivery: 'تفاصيل التوصيل (اختياري)',
  deliveryHint: 'تُحفظ على هذا الجهاز لطلبك القادم.',
  deliveryName: 'الاسم',
  deliveryPhone: 'رقم الهاتف',
  deliveryAddress: 'المنطقة / العنوان في بيروت',
  deliveryAddressAnywhere: 'المنطقة / العنوان',
  deliveryNote: 'ملاحظة',
  deliveryInvalid: 'يُرجى التحقق من تفاصيل التوصيل.',
  deliveryPhoneInvalid: 'يُرجى إدخال رقم هاتف صحيح (أرقام ومسافات و+ - ( ) فقط)',
  deliveryOption: 'طريقة الاستلام',
  pickup: orderMessageText.pickup,
  free: orderMessageText.free,
  freeFrom: (threshold) => `مجاني للطلبات من ${isolate(threshold)}`,
  freeReached: (threshold) => `مجاني للطلبات من ${isolate(threshold)}: بلغ طلبك هذا المبلغ`,
  freeOver: (threshold, missing) => `مجاني للطلبات من ${isolate(threshold)}: أضف ${isolate(missing)} بعد`,
  deliveryRow: 'التوصيل',
  optionsChanged: 'تغيّرت خيارات التوصيل. يُرجى مراجعة اختيارك وإرسال الطلب مجددًا.',
  optionsUpdated: 'تغيّرت خيارات التوصيل منذ فتح الصفحة.',
  deliveryOptionInvalid: 'يُرجى اختيار طريقة الاستلام',
  orderSent: 'طلبك جاهز في واتساب',
  orderSentReference: (reference) => `الطلب رقم ${isolate(reference)}. إن لم تُرسَل الرسالة بعد، افتحها مجددًا: يبقى طلبًا واحدًا.`,
  orderSentNoReference: 'إن لم تُرسَل الرسالة بعد، افتحها مجددًا: يبقى طلبًا واحدًا.',
  sendAgain: 'فتح الطلب في واتساب مجددًا',
  seeOrder: 'عرض طلبك',
  newCart: 'بدء سلة جديدة',
  clearQuestion: 'هل تريد إفراغ السلة؟',
  clearExplained: (count) =>
    plural('ar', count, {
      zero: 'السلة فارغة.',
      one: 'ستُزال القطعة الموجودة فيها.',
      two: 'ستُزال القطعتان الموجودتان فيها.',
      few: `ستُزال القطع الـ${count} الموجودة فيها.`,
      many: `ستُزال القطع الـ${count} الموجودة فيها.`,
      other: `ستُزال القطع الـ${count} الموجودة فيها.`,
    }),
  keepItems: 'الاحتفاظ بمنتجاتي',
} as const satisfies Translation<typeof englishCartOrderText>;
