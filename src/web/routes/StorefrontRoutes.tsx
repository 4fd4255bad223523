import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { StorefrontPage } from '#contract/page-text.js';
import { usePageTitle } from '../navigation/page-title.js';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../layout/PageSpinner.js';
import { HomePage } from '#web/features/catalogue/HomePage.js';
import { OffersPage } from '#web/features/offers/OffersPage.js';

/**
 * A page whose code loads when it is first shown, or ahead with `load()`. Once loaded, a page shown
 * later renders at once, without suspending: the browser hydrates a rendered page only once its code is
 * at hand (entry-client.tsx), so no part of it waits for code, and React answers a click anywhere on it.
 */
function loadablePage(load: () => Promise<ComponentType>, module: string) {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function LoadablePage() {
    // Fixed for the element's life: changing from one form to the other would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LoadablePage, { load: start, module });
}

// The public routes. The home page and the offers list are in the first load: the list is made almost
// wholly of what the catalogue already uses (search, pager, states, cards), so it adds little to the
// entry and spares its visitors the pages chunk and its request. The other pages but the cart come in
// one chunk (routes/pages.ts): a page's own code as one request beside the entry, where a chunk per
// page made a product page fetch five more files, each on an HTTP/1.1 connection of its own. The cart
// is a chunk of its own.
const fromPages = <K extends keyof typeof import('./pages.js')>(name: K) =>
  loadablePage(() => import('./pages.js').then((pages) => pages[name] as ComponentType), 'routes/pages.ts');

interface StorefrontRoute {
  /** wouter's pattern. */
  path: string;
  /**
   * The page. One whose code is loaded lazily can load it ahead (`load`), and names the module its
   * chunk is made from, as Vite's manifest names it (relative to src/web), for the server to preload.
   */
  component: ComponentType & { load?: () => Promise<unknown>; module?: string };
  /** For a page whose title does not depend on data; detail pages set theirs once they know the item. */
  page?: StorefrontPage;
}

const ROUTES: StorefrontRoute[] = [
  { path: '/', component: HomePage, page: { kind: 'home' } },
  { path: '/products/:id', component: fromPages('ProductDetailPage') },
  { path: '/offer', component: OffersPage, page: { kind: 'offers' } },
  { path: '/offer/:id', component: fromPages('OfferDetailPage') },
  { path: '/cart', component: loadablePage(() => import('#web/features/cart/CartPage.js').then((m) => m.CartPage), 'features/cart/CartPage.tsx'), page: { kind: 'cart' } },
  { path: '/contact-us', component: fromPages('ContactPage'), page: { kind: 'contact' } },
  { path: '/about', component: fromPages('AboutPage'), page: { kind: 'about' } },
];

/**
 * The route of `path` (as the router sees it, without the language's prefix), found as the `Switch`
 * below finds it: wouter's own matcher, with its default pattern parser.
 */
const routeAt = (path: string) => ROUTES.find((candidate) => matchRoute(parsePattern, candidate.path, path)[0]);

/**
 * Loads the code of the page at `path` when it is not in the first load. Never fails: a page whose code
 * does not come suspends as before.
 */
export async function loadPageCode(path: string): Promise<void> {
  await routeAt(path)?.component.load?.().catch(() => undefined);
}

/** The module of the chunk that holds the page at `path`; none for a page in the first load. */
export function pageModule(path: string): string | undefined {
  return routeAt(path)?.component.module;
}

/** A page whose title does not depend on data; detail pages set theirs once they know the item. */
function Titled({ page, component: Page }: { page: StorefrontPage; component: ComponentType }) {
  usePageTitle(page);
  return <Page />;
}

export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {ROUTES.map(({ path, component, page }) =>
          page ? (
            <Route key={path} path={path}>
              <Titled page={page} component={component} />
            </Route>
          ) : (
            <Route key={path} path={path} component={component} />
          ),
        )}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

