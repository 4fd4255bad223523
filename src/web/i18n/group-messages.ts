import type { Catalogue } from '#contract/messages/catalogues/en.js';
import type { Translation } from '#contract/messages/translation.js';

/**
 * A language's catalogue (src/contract/messages/catalogues/: its modules by path) grouped as the
 * storefront reads it through useMessages(). One mapping for every language, so they cannot drift.
 */
export function groupMessages<C extends Catalogue | Translation<Catalogue>>(catalogue: C) {
  return {
    nav: catalogue['storefront/nav'].navText,
    catalogue: catalogue['storefront/catalogue'].catalogueText,
    productCard: catalogue['storefront/catalogue'].productCardText,
    carousel: catalogue['storefront/catalogue'].carouselText,
    productDetail: catalogue['storefront/product'].productDetailText,
    offers: catalogue['storefront/offers'].offersText,
    offerDetail: catalogue['storefront/offers'].offerDetailText,
    cart: catalogue['storefront/cart'].cartText,
    cartToast: catalogue['storefront/add-to-cart'].cartToastText,
    cartOrder: catalogue['cart-order'].cartOrderText,
    orderMessage: catalogue['cart-order'].orderMessageText,
    whatsapp: catalogue['storefront/whatsapp'].whatsappText,
    pounds: catalogue['storefront/pounds'].poundsText,
    hours: catalogue['storefront/hours'].hoursText,
    about: catalogue['storefront/about'].aboutText,
    /** The owner's texts as a new shop starts, in this language (Settings; see shopText). */
    firstShopTexts: catalogue['storefront/shop-texts'].firstShopTexts,
    contact: catalogue['storefront/contact'].contactText,
    footer: catalogue['storefront/footer'].footerText,
    pages: catalogue['storefront/pages'].pageText,
    common: catalogue.common.commonText,
  } as const;
}
