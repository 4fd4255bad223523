// Arabic for messages/storefront/contact.ts.
import type { contactText as englishContactText } from '#contract/messages/storefront/contact.js';
import type { Translation } from '#contract/messages/translation.js';
import { commonText } from '../common.js';

export const contactText = {
  heading: 'تواصل معنا',
  intro: 'لديك سؤال عن لون أو طلب أو هدية؟ أرسل لنا رسالة وسنردّ عليك في أقرب وقت.',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  message: 'الرسالة',
  send: 'إرسال الرسالة',
  sending: 'جارٍ الإرسال…',
  sent: 'تم إرسال رسالتك بنجاح!',
  failed: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  reachUs: 'تواصل معنا مباشرة',
  nameRequired: 'يُرجى إدخال اسمك',
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح',
  messageRequired: 'يُرجى كتابة رسالتك',
  messageTooLong: (max) => `الرسالة طويلة جدًا، ${commonText.tooLong(max)}`,
} as const satisfies Translation<typeof englishContactText>;
