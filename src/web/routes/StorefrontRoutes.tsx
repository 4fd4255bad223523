import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { StorefrontPage } from '#contract/page-text.js';
import { usePageTitle } from '../navigation/page-title.js';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../layout/PageSpinner.js';
import { HomePage } from '#web/features/catalogue/HomePage.js';

/**
 * A page whose code loads when it is first shown, or ahead with `load()`. Once loaded, a page shown
 * later renders at once, without suspending: the app takes a rendered page over only when the page's
 * code is at hand (main.tsx), so the takeover is one pass that ends with every button answering,
 * rather than a pass that waits halfway for the code and finishes later.
 */
function loadablePage(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function LoadablePage() {
    // Fixed for the element's life: changing from one form to the other would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LoadablePage, { load: start });
}

// The public routes (spec section 2). The home page is in the first load. The other pages but the
// cart come in one chunk (routes/pages.ts): a page's own code as one request beside the entry, where
// a chunk per page made a product page fetch five more files, each on an HTTP/1.1 connection of its
// own, while the entry waited for one (docs/decisions/018). The cart is a chunk of its own.
const fromPages = <K extends keyof typeof import('./pages.js')>(name: K) =>
  loadablePage(() => import('./pages.js').then((pages) => pages[name] as ComponentType));

interface StorefrontRoute {
  /** wouter's pattern: fixed segments and `:name` for one segment. */
  path: string;
  component: ComponentType;
  /** For a page whose title does not depend on data; detail pages set theirs once they know the item. */
  page?: StorefrontPage;
  /** The page's lazily loaded code. */
  load?: () => Promise<unknown>;
}

const page = (path: string, component: ReturnType<typeof loadablePage>, title?: StorefrontPage): StorefrontRoute => ({
  path,
  component,
  page: title,
  load: component.load,
});

const ROUTES: StorefrontRoute[] = [
  { path: '/', component: HomePage, page: { kind: 'home' } },
  page('/products/:id', fromPages('ProductDetailPage')),
  page('/offer', fromPages('OffersPage'), { kind: 'offers' }),
  page('/offer/:id', fromPages('OfferDetailPage')),
  page('/cart', loadablePage(() => import('#web/features/cart/CartPage.js').then((m) => m.CartPage)), { kind: 'cart' }),
  page('/contact-us', fromPages('ContactPage'), { kind: 'contact' }),
  page('/about', fromPages('AboutPage'), { kind: 'about' }),
];

/** Whether `path` (without the language's prefix or a trailing slash) fits the route's pattern. */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]));
}

/**
 * Loads the code of the page at `path` (as the router sees it, without the language's prefix), when it
 * is not in the first load. Never fails: a page whose code does not come suspends as before.
 */
export async function loadPageCode(path: string): Promise<void> {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  await ROUTES.find((route) => fits(route.path, trimmed))
    ?.load?.()
    .catch(() => undefined);
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

