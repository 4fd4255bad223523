import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryOptions, DeliveryZone } from '#contract/delivery.js';
import type { Language } from '#contract/languages.js';
import { itemCheckKey } from '#web/shop/cart-check.js';
import { useCart, type CartItem } from '#web/shop/cart.js';
import { CATALOGUES, renderInLanguage } from '#web/test-utils.js';
import { DeliveryChoice } from './DeliveryChoice.js';

/** $6, free once the items come to $40. */
const south: DeliveryZone = {
  id: 'zone-south',
  name: 'South',
  fee: 6,
  freeOver: 40,
  estimate: null,
  translations: { fr: { name: 'Sud' }, ar: { name: 'الجنوب' } },
};
const options: DeliveryOptions = { zones: [south], pickup: false };

const lipstick: CartItem = { id: 'p1', kind: 'product', name: 'Velvet Lipstick', price: 25, offerPrice: 22.5, image: null, quantity: 2 };
const cream: CartItem = { id: 'p2', kind: 'product', name: 'Day Cream', price: 30, offerPrice: 30, image: null, quantity: 1 };

const show = (language: Language = 'en') =>
  renderInLanguage(language, '/cart', <DeliveryChoice options={options} chosen={{ kind: 'zone', zone: south }} onChoose={vi.fn()} updated={false} />);
const southRadio = () => screen.getByRole('radio');

describe('DeliveryChoice', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.setState({ items: [lipstick], checks: {} });
  });

  it("shows a zone's fee and its threshold while the items are under it", () => {
    useCart.setState({ items: [{ ...lipstick, quantity: 1 }] });
    show();
    expect(southRadio()).toHaveAccessibleName('South $6.00');
    expect(southRadio()).toHaveAccessibleDescription('Free over $40.00');
  });

  it('says Free, as the summary does, once the items reach the threshold, in each language', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const words = CATALOGUES[language].cartOrder;
      const { unmount } = show(language);
      const name = language === 'en' ? 'South' : south.translations[language].name;
      expect(southRadio(), language).toHaveAccessibleName(`${name} ${words.free}`);
      expect(southRadio(), language).toHaveAccessibleDescription(words.freeReached('$40.00'));
      // The fee it would have cost, struck through beside Free.
      expect(screen.getByText('$6.00').closest('s'), language).not.toBeNull();
      unmount();
    }
  });

  it('counts only the lines that will be ordered, as the summary does', () => {
    useCart.setState({ items: [{ ...lipstick, quantity: 1 }, cream], checks: { [itemCheckKey(cream)]: { status: 'soldOut' } } });
    show();
    expect(southRadio()).toHaveAccessibleName('South $6.00');
  });
});
