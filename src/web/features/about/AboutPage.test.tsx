import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './AboutPage.js';
import { PublicNavbar } from '#web/layout/PublicNavbar.js';
import { useCart } from '#web/shop/cart.js';
import { renderRoute } from '#web/test-support/render.js';
import { englishMessages } from '#web/i18n/english.js';
import type { Language, Messages } from '#web/i18n/messages.js';
import { arabicMessages } from '#web/i18n/arabic.js';
import { frenchMessages } from '#web/i18n/french.js';

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

/** The navigation bar and the About page in a language, with `count` of one product in the cart. */
function renderAbout(language: Language, messages: Messages, count = 1) {
  useCart.getState().clear();
  useCart.getState().add({ id: 'p1', name: 'Lipstick', price: 10, image: null });
  for (let more = 1; more < count; more += 1) useCart.getState().increase('p1');
  renderRoute(
    '/about',
    <>
      <PublicNavbar />
      <AboutPage />
    </>,
    '/about',
    { language, messages },
  );
}

describe("the about page and the navigation, in the page's language", () => {
  it('gives the storefront its words: a changed catalogue changes the page', () => {
    renderAbout('fr', changed);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('À propos');
    expect(screen.getByText('Depuis')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Accueil' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Offres' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Panier, 1 articles' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('About Us', { selector: 'h1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    useCart.getState().clear();
  });

  // The hand-written catalogues fit the storefront as English does, each with its own plurals.
  it.each([
    ['fr', frenchMessages, 'À propos', 'Promotions', 'Panier, 3 articles'],
    ['ar', arabicMessages, 'من نحن', 'العروض', arabicMessages.nav.cartWithCount(3)],
  ] as const)('shows them in %s from its own catalogue', (language, messages, heading, offers, cart) => {
    renderAbout(language, messages, 3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('link', { name: offers }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: cart })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText(englishMessages.about.heading, { selector: 'h1' })).not.toBeInTheDocument();
    useCart.getState().clear();
  });

  it('is English without a provider', () => {
    renderRoute('/about', <AboutPage />, '/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(englishMessages.about.heading);
  });
});
