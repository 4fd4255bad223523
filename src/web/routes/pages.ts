// The storefront's pages other than the home page, the offers list and the cart, loaded together as
// one chunk (storefront-routes.tsx).
export { AboutPage } from '#web/features/about/AboutPage.js';
export { ContactPage } from '#web/features/contact/ContactPage.js';
export { OfferDetailPage } from '#web/features/offers/OfferDetailPage.js';
export { ProductDetailPage } from '#web/features/product/ProductDetailPage.js';
