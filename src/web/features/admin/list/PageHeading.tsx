import { useEffect, type ReactNode } from 'react';
import { useShopConfig } from '#web/shop/shop-config.js';

/** The window's title for an admin page: its heading, then the shop's name, in the panel's language. */
export function useAdminTitle(title: string): void {
  const { name } = useShopConfig();
  useEffect(() => {
    document.title = `${title} · ${name}`;
  }, [title, name]);
}

/** An admin page's heading, which titles the window too (the tab, the app switcher). */
export function PageHeading({ title, detail }: { title: string; detail?: ReactNode }) {
  useAdminTitle(title);
  return (
    <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h1 className="font-display text-2xl text-ink sm:text-3xl">{title}</h1>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
    </div>
  );
}
