// French for settingsMessages (src/contract/settings.ts): the Settings page's field messages, which the
// server and the page share, shown in the French panel.
import { DELIVERY_LIMITS } from '#contract/delivery.js';
import { STOCK_LIMITS } from '#contract/constants.js';
import { SETTINGS_LIMITS, type settingsMessages } from '#contract/settings.js';
import type { Translation } from '../translation.js';

export const settingsMessagesText = {
  nameRequired: 'Le nom de la boutique est obligatoire',
  nameTooLong: `Le nom de la boutique compte ${SETTINGS_LIMITS.name} caractères au plus`,
  whatsappNumber: 'Indiquez le numéro avec son indicatif, par exemple +961 70 123 456, ou un numéro libanais, par exemple 70 123 456',
  greetingRequired: 'Un message d’accueil est obligatoire',
  greetingTooLong: `${SETTINGS_LIMITS.greeting} caractères au plus`,
  phoneRequired: 'Le téléphone est obligatoire',
  phoneTooLong: `Le téléphone compte ${SETTINGS_LIMITS.phone} caractères au plus`,
  addressRequired: 'L’adresse est obligatoire',
  addressTooLong: `L’adresse compte ${SETTINGS_LIMITS.address} caractères au plus`,
  httpsLink: 'Indiquez un lien qui commence par https://',
  urlTooLong: `Un lien compte ${SETTINGS_LIMITS.url} caractères au plus`,
  aboutRequired: 'Le texte « À propos » est obligatoire',
  aboutTooLong: `Le texte « À propos » compte ${SETTINGS_LIMITS.aboutText} caractères au plus`,
  time: 'Indiquez une heure au format HH:MM, par exemple 09:00',
  closesAfterOpens: 'La fermeture doit être après l’ouverture',
  week: 'Indiquez les horaires de chaque jour, du lundi au dimanche',
  rate: 'Indiquez combien de livres vaut un dollar, par exemple 89500',
  step: 'Indiquez le pas auquel les prix en livres sont arrondis, par exemple 1000',
  lowStockThreshold: `Indiquez un nombre entier de 0 à ${STOCK_LIMITS.thresholdMax}`,
  zoneNameRequired: 'Le nom de la zone est obligatoire',
  zoneNameTooLong: `Le nom d’une zone compte ${DELIVERY_LIMITS.zoneNameMax} caractères au plus`,
  zoneNameTaken: 'Une autre zone porte ce nom',
  deliveryFee: `Indiquez les frais en dollars, de 0 à ${DELIVERY_LIMITS.feeMaxCents / 100}, par exemple 3 ou 2.50`,
  freeOver: 'Indiquez le montant en dollars à partir duquel la livraison est offerte, par exemple 50, ou laissez vide',
  estimateTooLong: `${DELIVERY_LIMITS.estimateMax} caractères au plus`,
  zonesMax: `${DELIVERY_LIMITS.zonesMax} zones de livraison au plus`,
  zoneIdRepeated: 'Une zone figure deux fois',
  zoneIdInvalid: 'Cette zone n’a pas été créée par la boutique\u00a0; rechargez la page et enregistrez de nouveau',
} as const satisfies Translation<typeof settingsMessages>;
