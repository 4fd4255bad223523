import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#web/i18n/messages.js';
import { useCart } from '#web/shop/cart.js';
import { product } from '#web/test-support/data.js';
import { CATALOGUES, renderRoute } from '#web/test-support/render.js';
import { ProductCard } from './ProductCard.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const softPink = {
  name: 'Soft Pink',
  hexCode: '#FFC0CB',
  soldOut: false,
  left: null,
  photo: null,
  translations: { fr: { name: 'Rose tendre' }, ar: { name: 'وردي ناعم' } },
};
const cocoa = { name: 'Cocoa', hexCode: '#6B4226', soldOut: true, left: null, photo: null, translations: { fr: {}, ar: {} } };

function renderCard(language: Language) {
  const messages = CATALOGUES[language];
  renderRoute('/', <ProductCard product={product({ colors: [softPink, cocoa] })} detailHref="/products/p1" />, '/', { language, messages });
  return { card: screen.getByRole('article'), messages };
}

describe("a product card's colours in the page's language", () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });

  it.each([
    ['fr', 'Rose tendre'],
    ['ar', 'وردي ناعم'],
    ['en', 'Soft Pink'],
  ] as const)('names the swatches in %s, English where none is given', (language, pink) => {
    const { card, messages } = renderCard(language);
    expect(within(card).getByRole('button', { name: pink })).toHaveAttribute('title', pink);
    expect(within(card).getByRole('button', { name: messages.common.colorSoldOut('Cocoa') })).toBeDisabled();
  });

  it('puts the English colour name in the cart with its translations beside it', async () => {
    const { card, messages } = renderCard('ar');
    await userEvent.click(within(card).getByRole('button', { name: 'وردي ناعم' }));
    await userEvent.click(within(card).getByRole('button', { name: messages.productCard.addToCart }));
    expect(useCart.getState().items[0]!.color).toEqual({ name: 'Soft Pink', hexCode: '#FFC0CB', translations: softPink.translations });
  });
});
