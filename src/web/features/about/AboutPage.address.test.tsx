import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { Footer } from '#web/layout/Footer.js';
import { renderInLanguage } from '#web/test-support/render.js';
import { AboutPage } from './AboutPage.js';

const shop: ShopConfig = {
  ...DEFAULT_SHOP_CONFIG,
  address: 'Hamra Street, Beirut',
  aboutText: 'A family shop.',
  translations: { fr: { address: 'Rue Hamra, Beyrouth', aboutText: 'Une boutique familiale.' }, ar: { aboutText: 'متجر عائلي.' } },
};

describe("the shop's address and About text in the page's language", () => {
  it.each([
    ['fr', 'Rue Hamra, Beyrouth', 'Une boutique familiale.'],
    ['ar', 'Hamra Street, Beirut', 'متجر عائلي.'],
    ['en', 'Hamra Street, Beirut', 'A family shop.'],
  ] as const)('in %s, English where the owner wrote none', (language, address, about) => {
    renderInLanguage(
      language,
      '/about',
      <>
        <AboutPage />
        <Footer />
      </>,
      shop,
    );
    expect(screen.getByText(address)).toBeInTheDocument();
    expect(screen.getByText(about)).toBeInTheDocument();
  });

  it('shows the first address in Arabic while the owner keeps it', () => {
    renderInLanguage('ar', '/about', <Footer />, DEFAULT_SHOP_CONFIG);
    expect(screen.getByText('بيروت، لبنان')).toBeInTheDocument();
  });
});
