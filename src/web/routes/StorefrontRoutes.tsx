import { lazy, Suspense, type ComponentType } from 'react';
import type { StorefrontPage } from '#contract/page-text.js';
import { usePageTitle } from '../navigation/page-title.js';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../layout/PageSpinner.js';
import { HomePage } from '#web/features/catalogue/HomePage.js';

// The public routes (spec section 2). The home page is in the first load. The other pages but the
// cart come in one chunk (routes/pages.ts): a page's own code as one request beside the entry, where
// a chunk per page made a product page fetch five more files, each on an HTTP/1.1 connection of its
// own, while the entry waited for one (docs/decisions/018). The cart is a chunk of its own.
const fromPages = <K extends keyof typeof import('./pages.js')>(name: K) =>
  lazy(() => import('./pages.js').then((pages) => ({ default: pages[name] as ComponentType })));
const ProductDetailPage = fromPages('ProductDetailPage');
const OffersPage = fromPages('OffersPage');
const OfferDetailPage = fromPages('OfferDetailPage');
const ContactPage = fromPages('ContactPage');
const AboutPage = fromPages('AboutPage');
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
