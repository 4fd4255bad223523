import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './AboutPage.js';
import { PublicNavbar } from '#web/layout/PublicNavbar.js';
import { useCart } from '#web/shop/cart.js';
import { renderRoute } from '#web/test-utils.js';
import { englishMessages } from '#web/i18n/english.js';
import type { Messages } from '#web/i18n/messages.js';

// A catalogue of the English one's shape with some words changed: what a page shows must follow it.
const changed: Messages = {
  ...englishMessages,
  nav: { ...englishMessages.nav, home: 'Accueil', offers: 'Offres', cartWithCount: (count) => `Panier, ${count} articles` },
  about: {
    ...englishMessages.about,
    heading: 'À propos',
    highlights: [{ value: '1970', label: 'Depuis' }, englishMessages.about.highlights[1], englishMessages.about.highlights[2]],
  },
  pages: { ...englishMessages.pages, aboutTitle: 'À propos' },
};

describe("the about page and the navigation, in the page's language", () => {
  it('gives the storefront its words: a changed catalogue changes the page', () => {
    useCart.getState().clear();
    useCart.getState().add({ id: 'p1', name: 'Lipstick', price: 10, image: null });
    renderRoute(
      '/about',
      <>
        <PublicNavbar />
        <AboutPage />
      </>,
      '/about',
      { language: 'fr', messages: changed },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('À propos');
    expect(screen.getByText('Depuis')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Accueil' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Offres' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Panier, 1 articles' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('About Us', { selector: 'h1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    useCart.getState().clear();
  });

  it('is English without a provider', () => {
    renderRoute('/about', <AboutPage />, '/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(englishMessages.about.heading);
  });
});
