import { getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isolate } from '#contract/messages/translation.js';
import { useCart } from '#web/shop/cart.js';
import { product } from '#web/test-support/data.js';
import { CATALOGUES, json, mockFetch, renderRoute } from '#web/test-support/render.js';
import { ProductDetailPage } from './ProductDetailPage.js';

const softPink = {
  name: 'Soft Pink',
  hexCode: '#FFC0CB',
  soldOut: false,
  left: null,
  photo: null,
  translations: { fr: { name: 'Rose tendre' }, ar: { name: 'وردي ناعم' } },
};
const cocoa = { name: 'Cocoa', hexCode: '#6B4226', soldOut: false, left: null, photo: null, translations: { fr: { name: '' }, ar: {} } };

// The French words hold no-break spaces, which the default matching would turn into plain ones.
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe("the product page's colour picker in the page's language", () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['fr', 'Rose tendre'],
    ['ar', 'وردي ناعم'],
    ['en', 'Soft Pink'],
  ] as const)(
    'names the colours in %s and the chosen one isolated in its sentence, English where none is given',
    async (language, pink) => {
      const messages = CATALOGUES[language];
      mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product({ colors: [softPink, cocoa] })) : undefined));
      renderRoute('/products/:id', <ProductDetailPage />, '/products/p1', { language, messages });
      await userEvent.click(await screen.findByRole('button', { name: pink }));
      expect(screen.getByText(messages.productDetail.selectedColor(isolate(pink)), asWritten)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cocoa' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: messages.productDetail.addToCart(1) }));
      expect(useCart.getState().items[0]!.color).toEqual({ name: 'Soft Pink', hexCode: '#FFC0CB', translations: softPink.translations });
    },
  );
});
