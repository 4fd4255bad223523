// French for messages/storefront/contact.ts. A narrow no-break space before ? and ! (\u202f).
import type { contactText as englishContactText } from '#contract/messages/storefront/contact.js';
import { plural, type Translation } from '#contract/messages/translation.js';

export const contactText = {
  heading: 'Contactez-nous',
  intro: 'Une question sur une teinte, une commande ou un cadeau\u202f? Écrivez-nous, nous vous répondrons rapidement.',
  name: 'Nom',
  email: 'E-mail',
  message: 'Message',
  send: 'Envoyer le message',
  sending: 'Envoi en cours…',
  sent: 'Votre message a bien été envoyé\u202f!',
  failed: 'Le message n’a pas pu être envoyé. Veuillez réessayer.',
  reachUs: 'Nous joindre directement',
  nameRequired: 'Veuillez indiquer votre nom',
  emailInvalid: 'Veuillez indiquer une adresse e-mail valide',
  messageRequired: 'Veuillez écrire votre message',
  messageTooLong: (max) =>
    plural('fr', max, {
      one: `Le message ne doit pas dépasser ${max} caractère`,
      other: `Le message ne doit pas dépasser ${max} caractères`,
    }),
} as const satisfies Translation<typeof englishContactText>;
