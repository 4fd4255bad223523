import { lazy, Suspense, type ComponentType } from 'react';
import type { StorefrontPage } from '#contract/page-text.js';
import { usePageTitle } from '../navigation/page-title.js';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../layout/PageSpinner.js';
import { AboutPage } from '#web/features/about/AboutPage.js';
import { HomePage } from '#web/features/catalogue/HomePage.js';
import { ContactPage } from '#web/features/contact/ContactPage.js';
import { OfferDetailPage } from '#web/features/offers/OfferDetailPage.js';
import { OffersPage } from '#web/features/offers/OffersPage.js';
import { ProductDetailPage } from '#web/features/product/ProductDetailPage.js';

// The public routes (spec section 2). Every page but the cart is in the first load: together they
// add 7.5 KB gzipped to it, where as chunks of their own a product page fetched five more files, each
// on an HTTP/1.1 connection of its own, beside the entry (docs/decisions/018). The cart is a chunk of
// its own: its delivery form brings zod (25 KB), which no other page needs.
const CartPage = lazy(() => import('#web/features/cart/CartPage.js').then((m) => ({ default: m.CartPage })));

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
