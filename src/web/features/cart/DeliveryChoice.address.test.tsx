import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryOptions } from '#contract/delivery.js';
import type { Language } from '#contract/languages.js';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { renderInLanguage } from '#web/test-support/render.js';
import { DeliveryChoice } from './DeliveryChoice.js';

const options: DeliveryOptions = { zones: [], pickup: true };
const show = (language: Language, shop: ShopConfig) =>
  renderInLanguage(
    language,
    '/cart',
    <DeliveryChoice options={options} itemsCents={1000} chosen={{ kind: 'pickup' }} onChoose={vi.fn()} updated={false} />,
    shop,
  );

describe("the pickup option's address in the page's language", () => {
  const moved: ShopConfig = {
    ...DEFAULT_SHOP_CONFIG,
    address: 'Hamra Street, Beirut',
    translations: { fr: { address: 'Rue Hamra, Beyrouth' }, ar: { address: 'شارع الحمرا، بيروت' } },
  };

  it.each([
    ['fr', 'Rue Hamra, Beyrouth'],
    ['ar', 'شارع الحمرا، بيروت'],
    ['en', 'Hamra Street, Beirut'],
  ] as const)("shows the owner's address in %s", (language, address) => {
    show(language, moved);
    expect(screen.getByRole('radio')).toHaveAccessibleDescription(expect.stringContaining(address));
  });

  it("shows the owner's English address where they wrote no translation, isolated in its own direction", () => {
    show('ar', { ...moved, translations: { fr: {}, ar: {} } });
    expect(screen.getByText('Hamra Street, Beirut').tagName).toBe('BDI');
  });

  it('shows the first address in the language while the owner keeps it', () => {
    show('fr', DEFAULT_SHOP_CONFIG);
    expect(screen.getByText('Beyrouth, Liban')).toBeInTheDocument();
  });
});
