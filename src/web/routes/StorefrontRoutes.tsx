import { lazy, Suspense, type ComponentType } from 'react';
import type { StorefrontPage } from '#contract/page-text.js';
import { usePageTitle } from '../navigation/page-title.js';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../layout/PageSpinner.js';
import { HomePage } from '#web/features/catalogue/HomePage.js';

// The public routes (spec section 2). The home page is in the first load; every other page is its
// own lazily loaded chunk (React.lazy), so a first visit to / downloads only what / needs.
const page = (component: ComponentType) => ({ default: component });
const ProductDetailPage = lazy(() => import('#web/features/product/ProductDetailPage.js').then((m) => page(m.ProductDetailPage)));
const OffersPage = lazy(() => import('#web/features/offers/OffersPage.js').then((m) => page(m.OffersPage)));
const OfferDetailPage = lazy(() => import('#web/features/offers/OfferDetailPage.js').then((m) => page(m.OfferDetailPage)));
const CartPage = lazy(() => import('#web/features/cart/CartPage.js').then((m) => page(m.CartPage)));
const ContactPage = lazy(() => import('#web/features/contact/ContactPage.js').then((m) => page(m.ContactPage)));
const AboutPage = lazy(() => import('#web/features/about/AboutPage.js').then((m) => page(m.AboutPage)));

/** A page whose title does not depend on data; detail pages set theirs once they know the item. */
function Titled({ page, component: Page }: { page: StorefrontPage; component: ComponentType }) {
  usePageTitle(page);
  return <Page />;
}

export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <Titled page={{ kind: 'home' }} component={HomePage} />
        </Route>
        <Route path="/products/:id" component={ProductDetailPage} />
        <Route path="/offer">
          <Titled page={{ kind: 'offers' }} component={OffersPage} />
        </Route>
        <Route path="/offer/:id" component={OfferDetailPage} />
        <Route path="/cart">
          <Titled page={{ kind: 'cart' }} component={CartPage} />
        </Route>
        <Route path="/contact-us">
          <Titled page={{ kind: 'contact' }} component={ContactPage} />
        </Route>
        <Route path="/about">
          <Titled page={{ kind: 'about' }} component={AboutPage} />
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
