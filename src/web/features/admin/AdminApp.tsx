import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage.js';
import { RequireSession } from './auth/RequireSession.js';
import { CarouselPage } from './carousel/CarouselPage.js';
import { CategoriesPage } from './categories/CategoriesPage.js';
import { ContactMessagesPage } from './contact/ContactMessagesPage.js';
import { AdminLayout } from './layout/AdminLayout.js';
import { OffersPage } from './offers/OffersPage.js';
import { UpdatePasswordPage } from './password/UpdatePasswordPage.js';
import { ProductsPage } from './products/ProductsPage.js';

/** The admin panel's entry (its own lazily loaded chunk): routes under /admin, the guard and the bar. */
export function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<RequireSession />}>
        <Route element={<AdminLayout />}>
          <Route path="product" element={<ProductsPage />} />
          <Route path="category" element={<CategoriesPage />} />
          <Route path="carousel" element={<CarouselPage />} />
          <Route path="offer" element={<OffersPage />} />
          <Route path="contact-us" element={<ContactMessagesPage />} />
          <Route path="update-password" element={<UpdatePasswordPage />} />
        </Route>
      </Route>
      {/* The spec: any other path redirects to / (including /admin itself). */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
