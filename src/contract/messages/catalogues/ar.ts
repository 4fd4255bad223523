// The storefront's words in Arabic, every module at once, with the same paths and exports as the
// English catalogue (./en.ts).
import * as common from '../ar/common.js';
import * as cartOrder from '../ar/cart-order.js';
import * as about from '../ar/storefront/about.js';
import * as addToCart from '../ar/storefront/add-to-cart.js';
import * as cart from '../ar/storefront/cart.js';
import * as catalogue from '../ar/storefront/catalogue.js';
import * as contact from '../ar/storefront/contact.js';
import * as footer from '../ar/storefront/footer.js';
import * as hours from '../ar/storefront/hours.js';
import * as nav from '../ar/storefront/nav.js';
import * as pages from '../ar/storefront/pages.js';
import * as offers from '../ar/storefront/offers.js';
import * as pounds from '../ar/storefront/pounds.js';
import * as product from '../ar/storefront/product.js';
import * as shopTexts from '../ar/storefront/shop-texts.js';
import * as whatsapp from '../ar/storefront/whatsapp.js';
import type { Translation } from '../translation.js';
import type { Catalogue } from './en.js';

export const ar = {
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
