// The storefront's words in English, every module at once, keyed by its path under messages/.
// Each language's catalogue is a module of its own, so a page that loads one loads only its
// language. (A page that needs only its screen's words imports that module, e.g.
// messages/fr/storefront/cart.ts, as the English pages do.)
import * as common from '../common.js';
import * as cartOrder from '../cart-order.js';
import * as about from '../storefront/about.js';
import * as addToCart from '../storefront/add-to-cart.js';
import * as cart from '../storefront/cart.js';
import * as catalogue from '../storefront/catalogue.js';
import * as contact from '../storefront/contact.js';
import * as footer from '../storefront/footer.js';
import * as hours from '../storefront/hours.js';
import * as nav from '../storefront/nav.js';
import * as pages from '../storefront/pages.js';
import * as offers from '../storefront/offers.js';
import * as pounds from '../storefront/pounds.js';
import * as product from '../storefront/product.js';
import * as shopTexts from '../storefront/shop-texts.js';
import * as whatsapp from '../storefront/whatsapp.js';

export const en = {
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
} as const;

export type Catalogue = typeof en;
