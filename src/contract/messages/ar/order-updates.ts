// Arabic for messages/order-updates.ts. Each line starts with an Arabic word, so the chat sets it
// right to left; the reference, the name and the address are isolated (« BB-7KQ2M » keeps its order).
// The link stands alone on its line: isolating it could end up in the link the chat makes of it.
import type { orderUpdateText as englishOrderUpdateText } from '../order-updates.js';
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
} as const satisfies Translation<typeof englishOrderUpdateText>;
