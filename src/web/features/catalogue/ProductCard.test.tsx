import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arabicMessages } from '#web/i18n/arabic.js';
import { frenchMessages } from '#web/i18n/french.js';
import type { Language, Messages } from '#web/i18n/messages.js';
import { useCart } from '#web/shop/cart.js';
import { photos, product } from '#web/test-support/data.js';
import { renderRoute } from '#web/test-support/render.js';
import { ProductCard } from './ProductCard.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const translated = product({
  colors: [],
  translations: {
    fr: { name: 'Rouge à lèvres Velours' },
    ar: { name: 'أحمر شفاه مخملي', description: 'لمسة مطفية ناعمة تدوم طوال اليوم.' },
  },
  category: { id: 'c1', name: 'Lips', translations: { fr: { name: 'Lèvres' }, ar: {} } },
});

function renderCard(language: Language, messages: Messages) {
  renderRoute('/', <ProductCard product={translated} detailHref="/products/p1" />, '/', { language, messages });
  return screen.getByRole('article');
}

describe("a product card in the page's language", () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });

  it('shows the French name and category, and the English description the owner did not translate', () => {
    const card = renderCard('fr', frenchMessages);
    expect(within(card).getByRole('heading', { name: 'Rouge à lèvres Velours' })).toBeInTheDocument();
    expect(within(card).getByText('A soft matte finish that lasts all day.')).toBeInTheDocument();
    expect(within(card).getByText('Lèvres')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: frenchMessages.productCard.viewDetails('Rouge à lèvres Velours') })).toBeInTheDocument();
  });

  it('shows the Arabic name and description, and the English category name where none is given', () => {
    const card = renderCard('ar', arabicMessages);
    expect(within(card).getByRole('heading', { name: 'أحمر شفاه مخملي' })).toBeInTheDocument();
    expect(within(card).getByText('لمسة مطفية ناعمة تدوم طوال اليوم.')).toBeInTheDocument();
    expect(within(card).getByText('Lips')).toBeInTheDocument();
    expect(within(card).queryByText('Velvet Lipstick')).not.toBeInTheDocument();
  });

  it('puts the English name in the cart with the translated names beside it', async () => {
    const user = userEvent.setup();
    const card = renderCard('ar', arabicMessages);
    await user.click(within(card).getByRole('button', { name: arabicMessages.productCard.addToCart }));
    expect(useCart.getState().items[0]).toMatchObject({
      name: 'Velvet Lipstick',
      translations: { fr: { name: 'Rouge à lèvres Velours' }, ar: { name: 'أحمر شفاه مخملي' } },
    });
  });

  it('crosses out a sold-out colour, which cannot be picked, and says how many are left', async () => {
    const user = userEvent.setup();
    const counted = product({
      trackStock: true,
      left: 2,
      colors: [
        { name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: 2, photo: null },
        { name: 'Berry', hexCode: '#7A1F3D', soldOut: true, left: null, photo: null },
      ],
    });
    renderRoute('/', <ProductCard product={counted} detailHref="/products/p1" />, '/');
    const card = screen.getByRole('article');
    expect(within(card).getByText('Only 2 left')).toBeInTheDocument();
    const berry = within(card).getByRole('button', { name: 'Berry, sold out' });
    expect(berry).toBeDisabled();
    expect(berry).toHaveAttribute('data-sold-out', 'true');
    await user.click(within(card).getByRole('button', { name: 'Rose Nude' }));
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(useCart.getState().items[0]).toMatchObject({ color: { name: 'Rose Nude', hexCode: '#C98B8B' } });
  });

  it('shows Sold Out in French and Arabic when every colour is counted down to 0', () => {
    const gone = product({ trackStock: true, soldOut: true, colors: product().colors.map((color) => ({ ...color, soldOut: true })) });
    for (const [language, messages] of [
      ['fr', frenchMessages],
      ['ar', arabicMessages],
    ] as const) {
      const { unmount } = renderRoute('/', <ProductCard product={gone} detailHref="/products/p1" />, '/', { language, messages });
      const card = screen.getByRole('article');
      expect(within(card).getByRole('button', { name: messages.common.soldOut })).toBeDisabled();
      expect(within(card).queryByText(messages.common.onlyLeft(2))).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows a picked colour's own photo in the same picture, and the first again once it is unpicked", async () => {
    const user = userEvent.setup();
    const pictured = product({
      ...photos('front', 'rose', 'side'),
      colors: [
        { name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: null, photo: 'rose' },
        { name: 'Berry', hexCode: '#7A1F3D', soldOut: false, left: null, photo: null },
      ],
    });
    renderRoute('/', <ProductCard product={pictured} detailHref="/products/p1" priority />, '/');
    const card = screen.getByRole('article');
    const picture = card.querySelector('img')!;
    const shows = (id: string) => {
      // The card's own sizes, and no file wider than a card needs.
      expect(picture).toHaveAttribute('src', `/uploads/${id}-640.webp`);
      expect(picture).toHaveAttribute('srcset', `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w`);
      expect(picture.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 296px/);
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1280', '1280']);
    };
    shows('front');

    await user.click(within(card).getByRole('button', { name: 'Rose Nude' }));
    // The same element in the same box: only its files change.
    expect(card.querySelector('img')).toBe(picture);
    shows('rose');

    await user.click(within(card).getByRole('button', { name: 'Berry' }));
    shows('front');
    await user.click(within(card).getByRole('button', { name: 'Rose Nude' }));
    shows('rose');
    await user.click(within(card).getByRole('button', { name: 'Rose Nude' }));
    shows('front');
    expect(card.querySelectorAll('img')).toHaveLength(1);
  });
});
