// Validation and API messages, shared by the server's checks and the web forms.
// Part of the message catalogue (src/contract/messages/): English is the source wording.
// A number in a message comes from the limit that owns it, so the words follow the rule.

import { LIMITS, MAX_IMAGE_BYTES, MB, ORDER_LIMITS, STOCK_LIMITS } from '../constants.js';
import { cartOrderText } from './cart-order.js';
import { commonText } from './common.js';
import { contactText } from './storefront/contact.js';

// The messages a storefront visitor can meet are the storefront catalogue's English words, so each
// has its French and Arabic there (the storefront shows them through src/web/i18n/field-errors.ts).

export const validation = {
  fillAllFields: 'Please fill in all fields',
  productNameRequired: 'Product name is required',
  productDescriptionRequired: 'Product description is required',
  offerNameRequired: 'Offer name is required',
  offerDescriptionRequired: 'Offer description is required',
  validPrice: 'Please enter a valid price',
  offerPriceBelowPrice: 'The offer price must be lower than the price',
  selectCategory: 'Please select a category',
  leaveEmptyToKeepImage: 'Leave empty to keep current image',
  colorNameRequired: 'Color name is required',
  colorHexRequired: 'Color hex code is required',
  colorHexFormat: 'Color hex code must look like #RRGGBB',
  colorNameExists: 'Color name already exists',
  colorNameLookAlike:
    'Another color of this product has a name that looks the same (letters of another alphabet); choose a name that reads differently',
  colorHexExists: 'Color hex code already exists',
  tooManyColors: `A product can have at most ${LIMITS.maxColors} colors`,
  photosFormat: 'Photos must be a JSON list of uploaded photo ids',
  photosTooMany: `At most ${LIMITS.photosMax} photos`,
  photoTwice: 'The same photo appears twice',
  photoGone: 'A photo is no longer available. Please upload it again.',
  colorPhotoUnknown: "A colour's photo must be one of the product's photos",
  categoryNameRequired: 'Please enter a category name',
  categoryNameExists: 'A category with this name already exists',
  selectImage: 'Please select an image',
  selectImageFile: 'Please select an image file',
  imageTooLarge: `Image size must be less than ${MAX_IMAGE_BYTES / MB}MB`,
  imageHint: 'JPG, PNG, WebP',
  contactNameRequired: contactText.nameRequired,
  contactEmailInvalid: contactText.emailInvalid,
  contactMessageRequired: contactText.messageRequired,
  contactMessageTooLong: contactText.messageTooLong(LIMITS.contactMessageMax),
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: `The new password must be at least ${LIMITS.passwordMin} characters`,
  passwordSameAsOneTime: 'The new password must be different from the one-time password',
  passwordCommon: 'This password is one of the most used passwords: choose another',
  passwordAboutYou: 'This password is too close to the username or the name: choose another',
  passwordGuessable:
    'This password is too easy to guess (a common word, a name, a date, a sequence such as "abcd" or "qwerty"): use a longer one, for example a few words that do not go together',
  tooLong: commonText.tooLong,
  orderEmpty: 'Your cart is empty',
  orderTooManyLines: `An order can have at most ${ORDER_LIMITS.linesMax} different items`,
  orderQuantity: `The quantity must be a whole number from 1 to ${ORDER_LIMITS.quantityMax}`,
  orderLineInvalid: 'This cart line is not valid',
  orderDuplicateLine: 'The same item and colour appear twice; send one line with the total quantity',
  orderKeyInvalid: 'The order key must be a UUID',
  deliveryPhoneInvalid: cartOrderText.deliveryPhoneInvalid,
  deliveryOptionInvalid: cartOrderText.deliveryOptionInvalid,
  orderStatusInvalid: 'Please choose a valid status',
  saleChannelInvalid: 'Please choose where the sale was made',
  saleStatusInvalid: 'Please choose confirmed or delivered',
  stockCount: `A count is a whole number from 0 to ${STOCK_LIMITS.countMax}`,
  stockCountTwice: 'The same count appears twice',
  languageInvalid: 'Please choose English, French or Arabic',
  usernameCharacters: 'A username is letters, digits, dots, hyphens and underscores, without spaces',
  roleInvalid: 'Please choose owner or staff',
  googleCategoryInvalid: "Please choose a category from Google's list",
} as const;

/** Messages the API answers with (`{ "message": … }`), beyond the field messages above. */
export const apiMessages = {
  invalidCredentials: 'Invalid credentials',
  oldPasswordIncorrect: 'The username or old password is incorrect',
  signInRequired: 'Please sign in to continue',
  sessionEnded: 'Your session has ended. Please sign in again.',
  invalidRequest: 'The request is not valid',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request is too large',
  tooManyRequests: (seconds: number) => `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  /** A wait of a minute or more (a sign-in locked for 15 minutes), said in minutes. */
  tooManyRequestsMinutes: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notFound: (
    thing: 'Product' | 'Offer' | 'Category' | 'Carousel image' | 'Message' | 'Order' | 'Page' | 'Stock count' | 'Account' | 'Session',
  ) => `${thing} not found`,
  serverError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The shop cannot reach its records for a moment. Please try again in a few seconds.',
  cannotSaveNow: 'The shop cannot save anything right now: its storage is full. Nothing was saved; please try again later.',
  unsupportedMediaType: 'The request content type is not supported',
  otherSiteForm: 'A form from another site cannot be sent here',
  addressTooLong: 'The address is too long',
  otherHost: 'This server does not answer for this address',
  invalidCharacters: commonText.invalidCharacters,
  orderItemsChanged: cartOrderText.itemsChanged,
  deliveryOptionsChanged: cartOrderText.optionsChanged,
  orderKeyReused: 'This order key was already used for a different order',
  orderStatusChange: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`,
  orderChangedMeanwhile: 'This order was changed meanwhile by someone else; reload it to see its status now',
  /** A confirmation (or a sale) asking for more than is left; `what` names the line. */
  stockNotEnough: (left: number, what: string) => (left === 0 ? `${what} is sold out` : `Only ${left} left of ${what}`),
  stockChangedMeanwhile: (what: string, now: number) =>
    `The count of ${what} changed meanwhile (it is ${now} now, after an order or another save); nothing was saved. Check it and save again.`,
  stockRowGone: 'A count you saved is no longer tracked; nothing was saved. Reload the list.',
  notAllowed: 'Your account is not allowed to do this. Ask the shop’s owner.',
  changePasswordFirst: 'Choose your own password first: the one you signed in with can be used only once.',
  accountSwitchedOff: 'This account is switched off. Ask the shop’s owner.',
  usernameTaken: 'This username is taken (names that differ only in capitals or look-alike letters are the same name)',
  usernameLookAlike:
    'This username looks like one that is taken (0 for o, 1 for l, a dot or a dash at either end): choose one that cannot be mistaken for it',
  oneTimePasswordSpent: `This one-time password was already used or is more than ${LIMITS.oneTimePasswordHours} hours old. Ask the shop’s owner for a new one.`,
  lastOwner: 'The shop needs at least one owner: make another person owner first.',
} as const;
