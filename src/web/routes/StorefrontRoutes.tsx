import { lazy, Suspense, type ComponentType } from 'react';
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

export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/products/:id" component={ProductDetailPage} />
        <Route path="/offer" component={OffersPage} />
        <Route path="/offer/:id" component={OfferDetailPage} />
        <Route path="/cart" component={CartPage} />
        <Route path="/contact-us" component={ContactPage} />
        <Route path="/about" component={AboutPage} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
