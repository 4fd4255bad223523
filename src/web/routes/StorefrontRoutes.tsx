import { Suspense, type ComponentType } from 'react';
import type { StorefrontPage } from '#contract/page-text.js';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../layout/PageSpinner.js';
import { usePageTitle } from '../navigation/page-title.js';
import { STOREFRONT_ROUTES } from './storefront-routes.js';

/** A page whose title does not depend on data; detail pages set theirs once they know the item. */
function Titled({ page, component: Page }: { page: StorefrontPage; component: ComponentType }) {
  usePageTitle(page);
  return <Page />;
}

/** The storefront's pages, routed in the browser from the route table; any other address goes home. */
export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {STOREFRONT_ROUTES.map(({ path, component, page }) =>
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
