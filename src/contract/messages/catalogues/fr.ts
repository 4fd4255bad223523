// The storefront's words in French, every module at once, with the same paths and exports as the
// English catalogue (./en.ts).
import * as common from '../fr/common.js';
import * as cartOrder from '../fr/cart-order.js';
import * as about from '../fr/storefront/about.js';
import * as addToCart from '../fr/storefront/add-to-cart.js';
import * as cart from '../fr/storefront/cart.js';
import * as catalogue from '../fr/storefront/catalogue.js';
import * as contact from '../fr/storefront/contact.js';
import * as footer from '../fr/storefront/footer.js';
import * as hours from '../fr/storefront/hours.js';
import * as nav from '../fr/storefront/nav.js';
import * as pages from '../fr/storefront/pages.js';
import * as offers from '../fr/storefront/offers.js';
import * as pounds from '../fr/storefront/pounds.js';
import * as product from '../fr/storefront/product.js';
import * as shopTexts from '../fr/storefront/shop-texts.js';
import * as whatsapp from '../fr/storefront/whatsapp.js';
import type { Translation } from '../translation.js';
import type { Catalogue } from './en.js';

export const fr = {
  common,
  'cart-order': cartOrder,
  'storefront/about': about,
  'storefront/add-to-cart': addToCart,
  'storefront/cart': cart,
  'storefront/catalogue': catalogue,
  'storefront/contact': contact,
  'storefront/footer': footer,
  'storefront/hours': hours,
  'storefront/nav': nav,
  'storefront/offers': offers,
  'storefront/pages': pages,
  'storefront/pounds': pounds,
  'storefront/product': product,
  'storefront/shop-texts': shopTexts,
  'storefront/whatsapp': whatsapp,
} as const satisfies Translation<Catalogue>;
