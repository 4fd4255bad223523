import type { Catalogue } from '#contract/messages/catalogues/en.js';
import type { Translation } from '#contract/messages/translation.js';

/**
 * A language's catalogue (src/contract/messages/catalogues/: its modules by path) grouped as the
 * storefront reads it through useMessages(). One mapping for every language, so they cannot drift.
 */
export function groupWords<C extends Catalogue | Translation<Catalogue>>(words: C) {
  return {
    nav: words['storefront/nav'].navText,
    catalogue: words['storefront/catalogue'].catalogueText,
    productCard: words['storefront/catalogue'].productCardText,
    carousel: words['storefront/catalogue'].carouselText,
    productDetail: words['storefront/product'].productDetailText,
    offers: words['storefront/offers'].offersText,
    offerDetail: words['storefront/offers'].offerDetailText,
    cart: words['storefront/cart'].cartText,
    cartToast: words['storefront/add-to-cart'].cartToastText,
    cartOrder: words['cart-order'].cartOrderText,
    orderMessage: words['cart-order'].orderMessageText,
    whatsapp: words['storefront/whatsapp'].whatsappText,
    pounds: words['storefront/pounds'].poundsText,
    hours: words['storefront/hours'].hoursText,
    about: words['storefront/about'].aboutText,
    /** The owner's texts as a new shop starts, in this language (Settings; see shopText). */
    firstShopTexts: words['storefront/shop-texts'].firstShopTexts,
    contact: words['storefront/contact'].contactText,
    footer: words['storefront/footer'].footerText,
    pages: words['storefront/pages'].pageText,
    common: words.common.commonText,
  } as const;
}
