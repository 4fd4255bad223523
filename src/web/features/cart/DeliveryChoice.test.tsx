import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryOptions, DeliveryZone } from '#contract/delivery.js';
import type { Language } from '#contract/languages.js';
import { CATALOGUES, renderInLanguage } from '#web/test-support/render.js';
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

/** The items' total the cart's summary counts, in cents. */
const show = (itemsCents: number, language: Language = 'en') =>
  renderInLanguage(
    language,
    '/cart',
    <DeliveryChoice options={options} itemsCents={itemsCents} chosen={{ kind: 'zone', zone: south }} onChoose={vi.fn()} updated={false} />,
  );
const southRadio = () => screen.getByRole('radio');

describe('DeliveryChoice', () => {
  it("shows a zone's fee and its threshold while the items are under it", () => {
    show(3999);
    expect(southRadio()).toHaveAccessibleName('South $6.00');
    expect(southRadio()).toHaveAccessibleDescription('Free over $40.00');
  });

  it('says Free, as the summary does, once the items reach the threshold, in each language', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const messages = CATALOGUES[language].cartOrder;
      const { unmount } = show(4000, language);
      const name = language === 'en' ? 'South' : south.translations[language].name;
      expect(southRadio(), language).toHaveAccessibleName(`${name} ${messages.free}`);
      expect(southRadio(), language).toHaveAccessibleDescription(messages.freeReached('$40.00'));
      // The fee it would have cost, struck through beside Free.
      expect(screen.getByText('$6.00').closest('s'), language).not.toBeNull();
      unmount();
    }
  });
});
