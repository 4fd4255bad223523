// French for messages/storefront/shop-texts.ts: a narrow no-break space before ? and ! (\u202f), a no-break space before : (\u00a0).
import type { firstShopTexts as englishFirstShopTexts } from '#contract/messages/storefront/shop-texts.js';
import type { Translation } from '#contract/messages/translation.js';

export const firstShopTexts = {
  aboutText: [
    'Depuis plus de 50 ans, notre boutique familiale de Beyrouth aide chacune et chacun à trouver le maquillage, les soins et les parfums qui lui ressemblent.',
    'Nous choisissons chaque produit pour sa qualité, et nous vous conseillons volontiers sur les teintes et les soins — en boutique, par téléphone ou sur WhatsApp, 24 h/24, 7 j/7.',
  ].join('\n\n'),
  whatsappGreeting: 'Bonjour\u202f! J’aimerais en savoir plus sur vos produits.',
  orderGreeting: 'Bonjour\u202f! Je souhaite passer une commande\u00a0:',
  address: 'Beyrouth, Liban',
} as const satisfies Translation<typeof englishFirstShopTexts>;
