// French for messages/validation.ts: the server's field and API messages. Limits come from the
// constants that own them, as in English; the words a storefront visitor meets are the storefront's.
import { LIMITS, MAX_IMAGE_BYTES, MB, ORDER_LIMITS, STOCK_LIMITS } from '#contract/constants.js';
import { plural, type Translation } from '../translation.js';
import type { apiMessages, validation } from '../validation.js';
import { adminText } from './admin.js';
import { cartOrderText } from './cart-order.js';
import { commonText } from './common.js';
import { contactText } from './storefront/contact.js';

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export const validationText = {
  fillAllFields: 'Veuillez remplir tous les champs',
  productNameRequired: 'Le nom du produit est obligatoire',
  productDescriptionRequired: 'La description du produit est obligatoire',
  offerNameRequired: 'Le nom de la promotion est obligatoire',
  offerDescriptionRequired: 'La description de la promotion est obligatoire',
  validPrice: 'Veuillez indiquer un prix valide',
  offerPriceBelowPrice: 'Le prix promo doit être inférieur au prix',
  selectCategory: 'Veuillez choisir une catégorie',
  leaveEmptyToKeepImage: 'Laissez vide pour garder l’image actuelle',
  colorNameRequired: 'Le nom de la teinte est obligatoire',
  colorHexRequired: 'Le code hexadécimal de la teinte est obligatoire',
  colorHexFormat: 'Le code hexadécimal doit être de la forme #RRGGBB',
  colorNameExists: 'Une teinte porte déjà ce nom',
  colorNameLookAlike:
    'Une autre teinte de ce produit porte un nom qui se lit pareil (des lettres d’un autre alphabet)\u00a0: choisissez un nom qui s’en distingue',
  colorHexExists: 'Une teinte a déjà ce code hexadécimal',
  tooManyColors: `Un produit peut avoir ${LIMITS.maxColors} teintes au maximum`,
  photosFormat: 'Les photos doivent être une liste JSON d’identifiants de photos envoyées',
  photosTooMany: `${LIMITS.photosMax} photos au maximum`,
  photoTwice: 'La même photo figure deux fois',
  photoGone: 'Une photo n’est plus disponible. Veuillez l’envoyer à nouveau.',
  colorPhotoUnknown: 'La photo d’une teinte doit être l’une des photos du produit',
  categoryNameRequired: 'Veuillez indiquer un nom de catégorie',
  categoryNameExists: 'Une catégorie porte déjà ce nom',
  selectImage: 'Veuillez choisir une image',
  selectImageFile: 'Veuillez choisir un fichier image',
  imageTooLarge: `L’image doit faire moins de ${MAX_IMAGE_BYTES / MB}\u00a0Mo`,
  imageHint: 'JPG, PNG, WebP',
  contactNameRequired: contactText.nameRequired,
  contactEmailInvalid: contactText.emailInvalid,
  contactMessageRequired: contactText.messageRequired,
  contactMessageTooLong: contactText.messageTooLong(LIMITS.contactMessageMax),
  passwordsDoNotMatch: 'Les nouveaux mots de passe ne correspondent pas',
  passwordTooShort: `Le nouveau mot de passe doit comporter au moins ${LIMITS.passwordMin} caractères`,
  passwordSameAsOneTime: 'Le nouveau mot de passe doit être différent du mot de passe à usage unique',
  passwordCommon: 'Ce mot de passe fait partie des plus utilisés\u00a0: choisissez-en un autre',
  passwordAboutYou: 'Ce mot de passe est trop proche du nom d’utilisateur ou du nom\u00a0: choisissez-en un autre',
  passwordGuessable: `Ce mot de passe est trop facile à deviner (un mot courant, un nom, une date, une suite comme ${quoted('abcd')} ou ${quoted('azerty')})\u00a0: choisissez-en un plus long, par exemple quelques mots sans rapport entre eux`,
  tooLong: commonText.tooLong,
  orderEmpty: 'Votre panier est vide',
  orderTooManyLines: `Une commande peut comporter ${ORDER_LIMITS.linesMax} articles différents au maximum`,
  orderQuantity: `La quantité doit être un nombre entier de 1 à ${ORDER_LIMITS.quantityMax}`,
  orderLineInvalid: 'Cette ligne du panier n’est pas valide',
  orderDuplicateLine: 'Le même article dans la même teinte figure deux fois\u00a0; envoyez une seule ligne avec la quantité totale',
  orderKeyInvalid: 'La clé de commande doit être un UUID',
  deliveryPhoneInvalid: cartOrderText.deliveryPhoneInvalid,
  deliveryOptionInvalid: cartOrderText.deliveryOptionInvalid,
  orderStatusInvalid: 'Veuillez choisir un statut valide',
  saleChannelInvalid: 'Veuillez indiquer où la vente a été faite',
  saleStatusInvalid: `Veuillez choisir ${quoted(adminText.sale.statuses.confirmed)} ou ${quoted(adminText.sale.statuses.delivered)}`,
  stockCount: `Une quantité en stock est un nombre entier de 0 à ${STOCK_LIMITS.countMax}`,
  // Two counts for the same item and colour in one save.
  stockCountTwice: 'Le même article figure deux fois dans les quantités',
  languageInvalid: 'Choisissez l’anglais, le français ou l’arabe',
  usernameCharacters: 'Un nom d’utilisateur s’écrit avec des lettres, des chiffres, des points, des tirets et des tirets bas, sans espace',
  roleInvalid: 'Choisissez propriétaire ou employé',
  googleCategoryInvalid: 'Choisissez une catégorie de la liste de Google',
} as const satisfies Translation<typeof validation>;

type Thing = Parameters<typeof apiMessages.notFound>[0];

/** What `notFound` is told about, in English (the server's word), and its French. */
const things = new Map<string, string>(
  Object.entries({
    Product: 'Produit introuvable',
    Offer: 'Promotion introuvable',
    Category: 'Catégorie introuvable',
    'Carousel image': 'Image du carrousel introuvable',
    Message: 'Message introuvable',
    Order: 'Commande introuvable',
    Page: 'Page introuvable',
    'Stock count': 'Quantité en stock introuvable',
    Account: 'Compte introuvable',
    Session: 'Session introuvable',
  } satisfies Record<Thing, string>),
);

/** An order status as the server words it (new, confirmed…), in the admin panel's French; any other word as it is. */
const statuses = new Map<string, string>(Object.entries(adminText.orders.status));
const statusWord = (status: string) => statuses.get(status) ?? status;

export const apiMessagesText = {
  invalidCredentials: 'Identifiants incorrects',
  oldPasswordIncorrect: 'Le nom d’utilisateur ou l’ancien mot de passe est incorrect',
  signInRequired: 'Veuillez vous connecter pour continuer',
  sessionEnded: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalidRequest: 'La requête n’est pas valide',
  invalidJson: 'Le corps de la requête n’est pas du JSON valide',
  bodyTooLarge: 'La requête est trop volumineuse',
  tooManyRequests: (seconds: number) =>
    plural('fr', seconds, {
      one: `Trop de tentatives. Veuillez réessayer dans ${seconds} seconde.`,
      other: `Trop de tentatives. Veuillez réessayer dans ${seconds} secondes.`,
    }),
  tooManyRequestsMinutes: (minutes: number) =>
    plural('fr', minutes, {
      one: `Trop de tentatives. Veuillez réessayer dans ${minutes} minute.`,
      other: `Trop de tentatives. Veuillez réessayer dans ${minutes} minutes.`,
    }),
  notFound: (thing: Thing) => things.get(thing) ?? `${thing} introuvable`,
  serverError: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  databaseUnavailable: 'La boutique n’arrive pas à accéder à ses données pour le moment. Veuillez réessayer dans quelques secondes.',
  cannotSaveNow:
    'La boutique ne peut rien enregistrer pour le moment\u00a0: son espace de stockage est plein. Rien n’a été enregistré\u00a0; veuillez réessayer plus tard.',
  unsupportedMediaType: 'Ce type de contenu n’est pas pris en charge',
  otherSiteForm: 'Un formulaire venant d’un autre site ne peut pas être envoyé ici',
  addressTooLong: 'L’adresse est trop longue',
  otherHost: 'Ce serveur ne répond pas à cette adresse',
  invalidCharacters: commonText.invalidCharacters,
  orderItemsChanged: cartOrderText.itemsChanged,
  deliveryOptionsChanged: cartOrderText.optionsChanged,
  orderKeyReused: 'Cette clé de commande a déjà servi pour une autre commande',
  orderStatusChange: (from: string, to: string) =>
    `Une commande au statut ${quoted(statusWord(from))} ne peut pas passer au statut ${quoted(statusWord(to))}`,
  orderChangedMeanwhile: 'Cette commande a été modifiée entre-temps par quelqu’un d’autre\u00a0; rechargez-la pour voir son statut actuel',
  // « pour » before the line's name: no participle to agree with it, no « d’ » to guess.
  stockNotEnough: (left: number, what: string) => (left === 0 ? `Stock épuisé pour ${what}` : `Plus que ${left} en stock pour ${what}`),
  stockChangedMeanwhile: (what: string, now: number) =>
    `La quantité en stock pour ${what} a changé entre-temps (elle est maintenant de ${now}, après une commande ou un autre enregistrement)\u00a0; rien n’a été enregistré. Vérifiez-la et enregistrez à nouveau.`,
  stockRowGone: 'Une quantité que vous avez enregistrée n’est plus suivie\u00a0; rien n’a été enregistré. Rechargez la liste.',
  notAllowed: 'Votre compte ne permet pas de faire ceci. Demandez au propriétaire de la boutique.',
  changePasswordFirst: 'Choisissez d’abord votre propre mot de passe\u00a0: celui avec lequel vous vous êtes connecté ne sert qu’une fois.',
  accountSwitchedOff: 'Ce compte est désactivé. Demandez au propriétaire de la boutique.',
  usernameTaken:
    'Ce nom d’utilisateur est déjà pris (les noms qui ne diffèrent que par les majuscules ou des lettres qui se ressemblent sont le même nom)',
  usernameLookAlike:
    'Ce nom d’utilisateur ressemble à un nom déjà pris (0 pour o, 1 pour l, un point ou un tiret au début ou à la fin)\u00a0: choisissez-en un qu’on ne peut pas confondre avec lui',
  oneTimePasswordSpent: `Ce mot de passe à usage unique a déjà servi ou date de plus de ${LIMITS.oneTimePasswordHours}\u00a0heures. Demandez-en un nouveau au propriétaire de la boutique.`,
  lastOwner: 'La boutique a besoin d’au moins un propriétaire\u00a0: faites d’abord d’une autre personne un propriétaire.',
} as const satisfies Translation<typeof apiMessages>;
