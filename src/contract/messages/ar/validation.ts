// Arabic for messages/validation.ts: the server's field and API messages. A number comes from the
// limit that owns it, as in the English, and a counted noun takes Arabic's six forms. The messages a
// storefront visitor can meet are the storefront's Arabic words, reused.
// « البيانات المرسلة » for an HTTP request: « الطلب » is an order here.
import type { apiMessages, validation } from '../validation.js';
import { LIMITS, MAX_IMAGE_BYTES, MB, ORDER_LIMITS, STOCK_LIMITS } from '#contract/constants.js';
import { isolate, plural, type Translation } from '../translation.js';
import { adminText, oneTimePasswordHours } from './admin.js';
import { cartOrderText } from './cart-order.js';
import { commonText } from './common.js';
import { contactText } from './storefront/contact.js';

const orderStatus = adminText.orders.status;

export const validationText = {
  fillAllFields: 'يُرجى ملء جميع الحقول',
  productNameRequired: 'اسم المنتج مطلوب',
  productDescriptionRequired: 'وصف المنتج مطلوب',
  offerNameRequired: 'اسم العرض مطلوب',
  offerDescriptionRequired: 'وصف العرض مطلوب',
  validPrice: 'يُرجى إدخال سعر صحيح',
  offerPriceBelowPrice: 'يجب أن يكون سعر العرض أقل من السعر الأصلي',
  selectCategory: 'يُرجى اختيار فئة',
  leaveEmptyToKeepImage: 'اتركه فارغًا للإبقاء على الصورة الحالية',
  colorNameRequired: 'اسم اللون مطلوب',
  colorHexRequired: 'رمز اللون مطلوب',
  // Isolated: at the end of a right-to-left line « #RRGGBB » would read « RRGGBB# ».
  colorHexFormat: `يجب أن يكون رمز اللون بالشكل ${isolate('#RRGGBB')}`,
  colorNameExists: 'اسم اللون موجود مسبقًا',
  colorNameLookAlike: 'لون آخر في هذا المنتج يحمل اسمًا يبدو مطابقًا (بأحرف من أبجدية أخرى): اختر اسمًا يُقرأ بشكل مختلف',
  colorHexExists: 'رمز اللون موجود مسبقًا',
  tooManyColors: `الحد الأقصى للمنتج ${plural('ar', LIMITS.maxColors, {
    zero: 'لا ألوان',
    one: 'لون واحد',
    two: 'لونان',
    few: `${LIMITS.maxColors} ألوان`,
    many: `${LIMITS.maxColors} لونًا`,
    other: `${LIMITS.maxColors} لون`,
  })}`,
  photosFormat: 'يجب أن تكون الصور قائمة JSON بمعرّفات صور مرفوعة',
  photosTooMany: `${plural('ar', LIMITS.photosMax, {
    zero: 'لا صور',
    one: 'صورة واحدة',
    two: 'صورتان',
    few: `${LIMITS.photosMax} صور`,
    many: `${LIMITS.photosMax} صورة`,
    other: `${LIMITS.photosMax} صورة`,
  })} كحد أقصى`,
  photoTwice: 'الصورة نفسها مذكورة مرتين',
  photoGone: 'لم تعد إحدى الصور متوفرة. يُرجى رفعها مجددًا.',
  colorPhotoUnknown: 'يجب أن تكون صورة اللون إحدى صور المنتج',
  categoryNameRequired: 'يُرجى إدخال اسم الفئة',
  categoryNameExists: 'توجد فئة بهذا الاسم مسبقًا',
  selectImage: 'يُرجى اختيار صورة',
  selectImageFile: 'يُرجى اختيار ملف صورة',
  // ميغابايت does not change with the count.
  imageTooLarge: `يجب أن يكون حجم الصورة أقل من ${MAX_IMAGE_BYTES / MB} ميغابايت`,
  imageHint: 'JPG، PNG، WebP',
  contactNameRequired: contactText.nameRequired,
  contactEmailInvalid: contactText.emailInvalid,
  contactMessageRequired: contactText.messageRequired,
  contactMessageTooLong: contactText.messageTooLong(LIMITS.contactMessageMax),
  passwordsDoNotMatch: 'كلمتا المرور الجديدتان غير متطابقتين',
  passwordTooShort: `يجب أن تتكوّن كلمة المرور الجديدة من ${plural('ar', LIMITS.passwordMin, {
    zero: `${LIMITS.passwordMin} حرف`,
    one: 'حرف واحد',
    two: 'حرفين',
    few: `${LIMITS.passwordMin} أحرف`,
    many: `${LIMITS.passwordMin} حرفًا`,
    other: `${LIMITS.passwordMin} حرف`,
  })} على الأقل`,
  passwordSameAsOneTime: 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور المؤقتة',
  passwordCommon: 'كلمة المرور هذه من أكثر كلمات المرور استعمالًا: اختر غيرها',
  passwordAboutYou: 'كلمة المرور هذه قريبة جدًا من اسم المستخدم أو من الاسم: اختر غيرها',
  passwordGuessable:
    'كلمة المرور هذه سهلة التخمين (كلمة شائعة أو اسم أو تاريخ أو تسلسل مثل "abcd" أو "qwerty"): اختر كلمة أطول، مثلًا بضع كلمات لا رابط بينها',
  tooLong: commonText.tooLong,
  orderEmpty: 'سلتك فارغة',
  orderTooManyLines: `الحد الأقصى للطلب ${plural('ar', ORDER_LIMITS.linesMax, {
    zero: 'لا منتجات',
    one: 'منتج واحد',
    two: 'منتجان مختلفان',
    few: `${ORDER_LIMITS.linesMax} منتجات مختلفة`,
    many: `${ORDER_LIMITS.linesMax} منتجًا مختلفًا`,
    other: `${ORDER_LIMITS.linesMax} منتج مختلف`,
  })}`,
  orderQuantity: `يجب أن تكون الكمية عددًا صحيحًا من 1 إلى ${ORDER_LIMITS.quantityMax}`,
  orderLineInvalid: 'سطر السلة هذا غير صالح',
  orderDuplicateLine: 'المنتج واللون نفسهما مذكوران مرتين: أرسل سطرًا واحدًا بالكمية الإجمالية',
  orderKeyInvalid: 'يجب أن يكون مفتاح الطلب بصيغة UUID',
  deliveryPhoneInvalid: cartOrderText.deliveryPhoneInvalid,
  deliveryOptionInvalid: cartOrderText.deliveryOptionInvalid,
  orderStatusInvalid: 'يُرجى اختيار حالة صحيحة',
  saleChannelInvalid: 'يُرجى اختيار مكان البيع',
  saleStatusInvalid: `يُرجى اختيار «${orderStatus.confirmed}» أو «${orderStatus.delivered}»`,
  stockCount: `الكمية عدد صحيح من 0 إلى ${STOCK_LIMITS.countMax}`,
  stockCountTwice: 'الكمية نفسها مذكورة مرتين',
  languageInvalid: 'اختر الإنجليزية أو الفرنسية أو العربية',
  usernameCharacters: 'اسم المستخدم حروف وأرقام ونقاط وشرطات وشرطات سفلية، بلا مسافات',
  roleInvalid: 'اختر مالك المتجر أو موظف',
  googleCategoryInvalid: 'اختر فئة من قائمة Google',
} as const satisfies Translation<typeof validation>;

type Thing = Parameters<typeof apiMessages.notFound>[0];

/** What notFound names, in Arabic, with the adjective agreeing (feminine for الفئة, الصورة…). */
const NOT_FOUND = new Map<string, string>([
  ['Product', 'المنتج غير موجود'],
  ['Offer', 'العرض غير موجود'],
  ['Category', 'الفئة غير موجودة'],
  ['Carousel image', 'صورة العرض غير موجودة'],
  ['Message', 'الرسالة غير موجودة'],
  ['Order', 'الطلب غير موجود'],
  ['Page', 'الصفحة غير موجودة'],
  ['Stock count', 'كمية المخزون غير موجودة'],
  ['Account', 'الحساب غير موجود'],
  ['Session', 'الجلسة غير موجودة'],
] satisfies [Thing, string][]);

/** An order status as the server names it (new, confirmed…), in the panel's words; any other passes through. */
const statusWord = (status: string): string => {
  const key = String(status).toLowerCase();
  return Object.hasOwn(orderStatus, key) ? orderStatus[key as keyof typeof orderStatus] : isolate(status);
};

export const apiMessagesText = {
  invalidCredentials: 'بيانات الدخول غير صحيحة',
  oldPasswordIncorrect: 'اسم المستخدم أو كلمة المرور الحالية غير صحيحة',
  signInRequired: 'يُرجى تسجيل الدخول للمتابعة',
  sessionEnded: 'انتهت جلستك. يُرجى تسجيل الدخول مجددًا.',
  invalidRequest: 'البيانات المرسلة غير صالحة',
  invalidJson: 'البيانات المرسلة ليست بصيغة JSON صالحة',
  bodyTooLarge: 'البيانات المرسلة كبيرة جدًا',
  tooManyRequests: (seconds) =>
    `محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد ${plural('ar', seconds, {
      zero: 'لحظات',
      one: 'ثانية واحدة',
      two: 'ثانيتين',
      few: `${seconds} ثوانٍ`,
      many: `${seconds} ثانية`,
      other: `${seconds} ثانية`,
    })}.`,
  tooManyRequestsMinutes: (minutes) =>
    `محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد ${plural('ar', minutes, {
      zero: 'لحظات',
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: `${minutes} دقائق`,
      many: `${minutes} دقيقة`,
      other: `${minutes} دقيقة`,
    })}.`,
  notFound: (thing) => NOT_FOUND.get(thing) ?? `${isolate(thing)} غير موجود`,
  serverError: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  databaseUnavailable: 'يتعذّر على المتجر الوصول إلى سجلاته للحظات. يُرجى المحاولة مجددًا بعد بضع ثوانٍ.',
  cannotSaveNow: 'لا يستطيع المتجر حفظ أي شيء حاليًا: مساحة التخزين ممتلئة. لم يُحفظ شيء، يُرجى المحاولة لاحقًا.',
  unsupportedMediaType: 'نوع محتوى البيانات المرسلة غير مدعوم',
  otherSiteForm: 'لا يمكن إرسال نموذج من موقع آخر إلى هنا',
  addressTooLong: 'العنوان طويل جدًا',
  otherHost: 'هذا الخادم لا يجيب على هذا العنوان',
  invalidCharacters: commonText.invalidCharacters,
  orderItemsChanged: cartOrderText.itemsChanged,
  deliveryOptionsChanged: cartOrderText.optionsChanged,
  orderKeyReused: 'استُخدم مفتاح الطلب هذا من قبل لطلب مختلف',
  orderStatusChange: (from, to) => `لا يمكن تحويل طلب حالته «${statusWord(from)}» إلى «${statusWord(to)}»`,
  orderChangedMeanwhile: 'غيّر شخص آخر هذا الطلب في هذه الأثناء، أعد تحميله لترى حالته الآن',
  stockNotEnough: (left, what) =>
    left === 0
      ? `نفدت كمية ${isolate(what)}`
      : `لم يبقَ من ${isolate(what)} سوى ${plural('ar', left, {
          one: 'قطعة واحدة',
          two: 'قطعتين',
          few: `${left} قطع`,
          many: `${left} قطعة`,
          other: `${left} قطعة`,
        })}`,
  stockChangedMeanwhile: (what, now) =>
    `تغيّرت كمية ${isolate(what)} في هذه الأثناء (أصبحت ${now} الآن، بعد طلب أو حفظ آخر)، ولم يُحفظ شيء. تحقّق منها واحفظ مجددًا.`,
  stockRowGone: 'لم تعد إحدى الكميات التي حفظتها متتبَّعة، ولم يُحفظ شيء. أعد تحميل القائمة.',
  notAllowed: 'لا يسمح حسابك بهذا. اسأل مالك المتجر.',
  changePasswordFirst: 'اختر كلمة مرورك الخاصة أولًا: كلمة المرور التي دخلت بها تُستعمل مرة واحدة فقط.',
  accountSwitchedOff: 'هذا الحساب موقوف. اسأل مالك المتجر.',
  usernameTaken: 'اسم المستخدم هذا مأخوذ (الأسماء التي لا تختلف إلا بالأحرف الكبيرة أو بأحرف متشابهة هي الاسم نفسه)',
  usernameLookAlike:
    'اسم المستخدم هذا يشبه اسمًا مأخوذًا (0 بدل o، أو 1 بدل l، أو نقطة أو شرطة في أوله أو آخره): اختر اسمًا لا يمكن الخلط بينه وبين ذلك الاسم',
  oneTimePasswordSpent: `كلمة المرور المؤقتة هذه استُعملت من قبل أو مضى عليها أكثر من ${oneTimePasswordHours}. اطلب كلمة جديدة من مالك المتجر.`,
  lastOwner: 'يحتاج المتجر إلى مالك واحد على الأقل: اجعل شخصًا آخر مالكًا أولًا.',
} as const satisfies Translation<typeof apiMessages>;
