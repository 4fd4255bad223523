// French for messages/storefront/add-to-cart.ts. The product's name comes last, after « : », so no
// participle has to agree with a name whose gender the words cannot know.
import type { cartToastText as englishCartToastText } from '#contract/messages/storefront/add-to-cart.js';
import type { Translation } from '#contract/messages/translation.js';

export const cartToastText = {
  added: (name) => `Ajouté au panier\u00a0: ${name}`,
  addedMany: (name, quantity) => `Ajouté au panier\u00a0: ${quantity} × ${name}`,
  failed: (error) => `Impossible d’ajouter au panier\u00a0: ${error}`,
  quantityMax: (max) => `Jusqu’à ${max} par article`,
} as const satisfies Translation<typeof englishCartToastText>;
