// Arabic for messages/order-updates.ts. Each line starts with an Arabic word, so the chat sets it
// right to left; the reference, the name and the address are isolated (« BB-7KQ2M » keeps its order).
// The link stands alone on its line: isolating it could end up in the link the chat makes of it.
import type { orderUpdateText as englishOrderUpdateText, receiptText as englishReceiptText } from '../order-updates.js';
import { isolate, type Translation } from '../translation.js';

export const orderUpdateText = {
  hello: 'مرحبًا!',
  helloName: (name) => `مرحبًا ${isolate(name)}!`,
  received: (reference) => `استلمنا طلبك رقم ${isolate(reference)}، وسنؤكّده لك قريبًا.`,
  confirmed: (reference) => `تمّ تأكيد طلبك رقم ${isolate(reference)}.`,
  confirmedDelivery: (reference) => `تمّ تأكيد طلبك رقم ${isolate(reference)}، وسيكون في طريقه إليك قريبًا.`,
  readyForPickup: (reference) => `طلبك رقم ${isolate(reference)} جاهز للاستلام من المتجر.`,
  address: (address) => `العنوان: ${isolate(address)}`,
  hours: 'أوقات العمل:',
  delivered: (reference) => `تمّ تسليم طلبك رقم ${isolate(reference)}. شكرًا لتسوّقك معنا!`,
  pickedUp: (reference) => `تمّ استلام طلبك رقم ${isolate(reference)}. شكرًا لتسوّقك معنا!`,
  cancelled: (reference) => `تمّ إلغاء طلبك رقم ${isolate(reference)}. لأيّ سؤال، يكفي أن تردّ على هذه الرسالة.`,
  orderPage: (link) => `تابع طلبك على هذه الصفحة:\n${link}`,
  discount: (code, amount) => `رمز الخصم ${isolate(code)}: ${isolate(`-${amount}`)}`,
} as const satisfies Translation<typeof englishOrderUpdateText>;

export const receiptText = {
  title: 'إيصال',
  order: (reference) => `الطلب رقم ${isolate(reference)}`,
  date: 'التاريخ',
  status: 'الحالة',
  statuses: { new: 'جديد', confirmed: 'مؤكَّد', delivered: 'تم التسليم', cancelled: 'ملغى' },
  phone: (phone) => `الهاتف: ${isolate(phone)}`,
  customer: 'الزبون',
  item: 'المنتج',
  unitPrice: 'سعر الوحدة',
  quantity: 'الكمية',
  amount: 'المبلغ',
  colour: (name) => `اللون: ${isolate(name)}`,
  itemsTotal: 'مجموع المنتجات',
  delivery: (option) => `التوصيل (${isolate(option)})`,
  discount: (code) => `رمز الخصم ${isolate(code)}`,
  total: 'الإجمالي',
  totalInPounds: 'الإجمالي بالليرة اللبنانية (تقديري)',
  thanks: 'شكرًا لتسوّقك معنا!',
} as const satisfies Translation<typeof englishReceiptText>;
