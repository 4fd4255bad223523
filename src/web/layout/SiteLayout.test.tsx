import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageBase, splitLanguage } from '#contract/languages.js';
import { ShopRouter } from '../navigation/router.js';
import { visit } from '#web/test-support/render.js';
import { SiteLayout } from './SiteLayout.js';

/** The layout at `url`, under its language's prefix (/fr, /ar) as the app routes it. */
const show = (url: string) => {
  visit(url);
  return render(
    <ShopRouter base={languageBase(splitLanguage(url).language)}>
      <SiteLayout>
        <h1>Page</h1>
      </SiteLayout>
    </ShopRouter>,
  );
};

describe('site layout', () => {
  it('shows the public bar on the admin login page, as on every page outside the admin area', () => {
    show('/admin/login');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('leaves the bar to the admin area on its other pages', () => {
    show('/admin/product');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('leaves the floating WhatsApp button out of the admin area, its sign-in page included, and shows it on the storefront', () => {
    for (const url of ['/admin/product', '/admin/settings/', '/admin/login', '/fr/admin/orders', '/ar/admin/stock']) {
      const { unmount } = show(url);
      expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' }), url).not.toBeInTheDocument();
      unmount();
    }
    show('/products/p1');
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
  });

  it('moves focus to the page when the skip link is followed', async () => {
    const user = userEvent.setup();
    show('/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
