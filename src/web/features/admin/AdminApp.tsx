import '#web/http/zod-without-eval.js';
import './admin.css';
import type { ComponentType } from 'react';
import { Direction } from 'radix-ui';
import { Redirect, Route, Switch } from 'wouter';
import { direction } from '#contract/languages.js';
import type { Permission } from '#contract/roles.js';
import { useLanguage } from '#web/i18n/context.js';
import { AccountsPage } from './accounts/AccountsPage.js';
import { ActivityPage } from './activity/ActivityPage.js';
import { Allowed } from './auth/Allowed.js';
import { LoginPage } from './auth/LoginPage.js';
import { ADMIN_PATHS, landingPath, PAGE_PERMISSIONS, type AdminPage } from './auth/paths.js';
import { usePerson } from './auth/person.js';
import { RequireSession } from './auth/RequireSession.js';
import { CarouselPage } from './carousel/CarouselPage.js';
import { CategoriesPage } from './categories/CategoriesPage.js';
import { CodesPage } from './codes/CodesPage.js';
import { ContactMessagesPage } from './contact/ContactMessagesPage.js';
import { AdminLayout } from './layout/AdminLayout.js';
import { OffersPage } from './offers/OffersPage.js';
import { OrdersPage } from './orders/OrdersPage.js';
import { DashboardPage } from './dashboard/DashboardPage.js';
import { AdminMessagesProvider } from './i18n/context.js';
import { UpdatePasswordPage } from './password/UpdatePasswordPage.js';
import { ProductsPage } from './products/ProductsPage.js';
import { SettingsPage } from './settings/SettingsPage.js';
import { StockPage } from './stock/StockPage.js';

const pages: Record<AdminPage, ComponentType> = {
  products: ProductsPage,
  categories: CategoriesPage,
  carousel: CarouselPage,
  offers: OffersPage,
  codes: CodesPage,
  contact: ContactMessagesPage,
  orders: OrdersPage,
  stock: StockPage,
  dashboard: DashboardPage,
  settings: SettingsPage,
  accounts: AccountsPage,
  activity: ActivityPage,
};

/** Each page with the permission it needs (the menu's too, auth/paths.ts); the password page is anyone's. */
const guardedPages: ReadonlyArray<readonly [path: string, page: ComponentType, permission: Permission | null]> = [
  ...(Object.keys(pages) as AdminPage[]).map((name) => [ADMIN_PATHS[name], pages[name], PAGE_PERMISSIONS[name]] as const),
  [ADMIN_PATHS.password, UpdatePasswordPage, null],
];

/** Any one of the guarded paths, matched as the routes below match them (any case, optional final /). */
const anyGuardedPage = new RegExp(`^(?:${guardedPages.map(([path]) => path).join('|')})/?$`, 'i');

/**
 * The admin panel's entry (its own lazily loaded chunk): routes under /admin, the guard and the bar,
 * in the address's language (/admin, /fr/admin, /ar/admin), whose words load before it shows.
 */
export function AdminApp() {
  // Radix's menus, selects and switches lay themselves out left to right unless told: they open, align and
  // move with the arrow keys as the page reads.
  return (
    <Direction.Provider dir={direction(useLanguage())}>
      <AdminMessagesProvider>
        <AdminRoutes />
      </AdminMessagesProvider>
    </Direction.Provider>
  );
}

/** The panel's own address: /admin (or /admin/) in any language. */
const PANEL_HOME = /^\/admin\/?$/i;

/** /admin, as the README and the installed panel give it: the person's first page, once the guard knows who they are. */
function PanelHome() {
  return <Redirect to={landingPath(usePerson())} replace />;
}

function AdminRoutes() {
  return (
    <Switch>
      <Route path={ADMIN_PATHS.login} component={LoginPage} />
      <Route path={PANEL_HOME}>
        <RequireSession>
          <PanelHome />
        </RequireSession>
      </Route>
      <Route path={anyGuardedPage}>
        {/* One guard and one bar for all the pages, so moving between them keeps both mounted. */}
        <RequireSession>
          <AdminLayout>
            <Switch>
              {guardedPages.map(([path, Page, permission]) => (
                <Route key={path} path={path}>
                  {permission ? (
                    <Allowed permission={permission}>
                      <Page />
                    </Allowed>
                  ) : (
                    <Page />
                  )}
                </Route>
              ))}
            </Switch>
          </AdminLayout>
        </RequireSession>
      </Route>
      {/* Any other path redirects to /. */}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
