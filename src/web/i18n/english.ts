import { cartOrderText, orderMessageText } from '#contract/messages/cart-order.js';
import { commonText } from '#contract/messages/common.js';
import { aboutText } from '#contract/messages/storefront/about.js';
import { cartToastText } from '#contract/messages/storefront/add-to-cart.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { carouselText, catalogueText, productCardText } from '#contract/messages/storefront/catalogue.js';
import { contactText } from '#contract/messages/storefront/contact.js';
import { footerText } from '#contract/messages/storefront/footer.js';
import { hoursText } from '#contract/messages/storefront/hours.js';
import { navText } from '#contract/messages/storefront/nav.js';
import { offerDetailText, offersText } from '#contract/messages/storefront/offers.js';
import { pageText } from '#contract/messages/storefront/pages.js';
import { poundsText } from '#contract/messages/storefront/pounds.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { whatsappText } from '#contract/messages/storefront/whatsapp.js';

// The storefront's English words, the spec's, grouped as one catalogue. Alone in its module (no React,
// no context) so that another language's catalogue, of the same shape, can be loaded in its place.

export const englishMessages = {
  nav: navText,
  catalogue: catalogueText,
  productCard: productCardText,
  carousel: carouselText,
  productDetail: productDetailText,
  offers: offersText,
  offerDetail: offerDetailText,
  cart: cartText,
  cartToast: cartToastText,
  cartOrder: cartOrderText,
  orderMessage: orderMessageText,
  whatsapp: whatsappText,
  pounds: poundsText,
  hours: hoursText,
  about: aboutText,
  contact: contactText,
  footer: footerText,
  pages: pageText,
  common: commonText,
} as const;
