import type { ReactNode } from 'react';
import { AdminNav } from './AdminNav.js';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminNav />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">{children}</div>
    </>
  );
}
