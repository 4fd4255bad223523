import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '#web/shop/cart.js';
import { CATALOGUES, json, mockFetch, renderInLanguage, renderRoute } from '#web/test-support/render.js';
import { CataloguePage } from './CataloguePage.js';
import { page, product } from '#web/test-support/data.js';

const categories = [
  { id: 'c1', name: 'Lips' },
  { id: 'c2', name: 'Skincare' },
];

const common = (url: URL) => {
  if (url.pathname === '/api/carousel') return json([]);
  if (url.pathname === '/api/categories/categories') return json(categories);
  return undefined;
};

const show = (url = '/') => renderRoute('/', <CataloguePage />, url);

describe('catalogue', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a spinner while the products load', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? new Promise<Response>(() => {}) : undefined));
    show();
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
  });

  it("shows the server's error message, with a hint to clear filters", async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json({ message: 'The database is busy' }, 503) : undefined));
    show();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The database is busy')).toBeInTheDocument();
    expect(screen.getByText(/try clearing your filters/)).toBeInTheDocument();
  });

  it("says it in the page's own words on a French page, not the API's English", async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json({ message: 'The database is busy' }, 503) : undefined));
    renderInLanguage('fr', '/', <CataloguePage />);
    expect(await screen.findByText(CATALOGUES.fr.catalogue.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUES.fr.catalogue.errorFallback)).toBeInTheDocument();
    expect(screen.queryByText('The database is busy')).not.toBeInTheDocument();
  });

  it('falls back to the connection message when the request fails', async () => {
    mockFetch(common, (url) => {
      if (url.pathname === '/api/products') throw new TypeError('Failed to fetch');
      return undefined;
    });
    show();
    expect(await screen.findByText("We couldn't load the products. Please check your connection and try again.")).toBeInTheDocument();
  });

  it('loads card pictures no wider than 640 w, whatever the screen density', async () => {
    const srcset = ['320', '640', '960', '1280'].map((w) => `/uploads/p-${w}.webp ${w}w`).join(', ');
    const pictured = product({ image: '/uploads/p-1280.webp', imageSrcset: srcset, imageWidth: 1280, imageHeight: 1280 });
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([pictured])) : undefined));
    const { container } = show();
    await screen.findByText(pictured.name);
    const img = container.querySelector('article img');
    expect(img).toHaveAttribute('srcset', '/uploads/p-320.webp 320w, /uploads/p-640.webp 640w');
    expect(img).toHaveAttribute('src', '/uploads/p-640.webp');
  });

  it('links each card to its detail page with the page, search and category to come back to', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([product()], 2, 21)) : undefined));
    show('/?page=2&search=rouge&category=c1');
    const title = await screen.findByRole('link', { name: product().name });
    expect(title).toHaveAttribute('href', `/products/${product().id}?returnPage=2&returnSearch=rouge&returnCategory=c1`);
  });

  it('says no products are available when nothing is filtered', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([])) : undefined));
    show();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('No products are currently available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clear filters/ })).not.toBeInTheDocument();
  });

  it('moves a page past the end to the last page', async () => {
    mockFetch(common, (url) => {
      if (url.pathname !== '/api/products') return undefined;
      return url.searchParams.get('page') === '2' ? json(page([product()], 2, 21)) : json(page([], 2, 21));
    });
    show('/?page=9');
    expect(await screen.findByRole('heading', { name: product().name })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?page=2$/);
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  });

  it('offers to clear the filters when a filtered search finds nothing', async () => {
    const fetchMock = mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([])) : undefined));
    show('/?search=zzz&category=c2&page=3');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByText('No products are currently available.')).not.toBeInTheDocument();
    const productCall = fetchMock.mock.calls.map(([input]) => String(input)).find((input) => input.startsWith('/api/products'));
    expect(productCall).toBe('/api/products?page=3&limit=20&search=zzz&categoryId=c2');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it.each(['en', 'fr', 'ar'] as const)(
    "names products near a search that found nothing, in the page's language (%s), each a link searching for it",
    async (language) => {
      const suggestions = [
        { name: 'Mascara', translations: { fr: { name: 'Mascara volume' }, ar: { name: 'ماسكارا' } } },
        { name: 'Rose cream', translations: { fr: {}, ar: {} } },
      ];
      mockFetch(common, (url) => (url.pathname === '/api/products' ? json({ ...page([]), suggestions }) : undefined));
      renderRoute('/', <CataloguePage />, '/?search=mazcarro&category=c2', { language, messages: CATALOGUES[language] });
      // French sets a no-break space before the colon, which the default matcher would make a plain one.
      const asWritten = getDefaultNormalizer({ collapseWhitespace: false });
      expect(await screen.findByText(CATALOGUES[language].catalogue.didYouMean, { normalizer: asWritten })).toBeInTheDocument();
      const names = { en: ['Mascara', 'Rose cream'], fr: ['Mascara volume', 'Rose cream'], ar: ['ماسكارا', 'Rose cream'] }[language];
      for (const name of names) {
        // The category is left out: the product named may be in another one.
        expect(screen.getByRole('link', { name })).toHaveAttribute(
          'href',
          expect.stringMatching(new RegExp(`/\\?search=${encodeURIComponent(name).replaceAll('%20', '\\+')}$`)),
        );
      }
    },
  );

  it('says nothing of suggestions when the response has none', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json({ ...page([]), suggestions: [] }) : undefined));
    show('/?search=zzz');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();
  });

  it('writes the trimmed search to the URL after the pause, resetting the page', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([product()])) : undefined));
    show('/?page=2');
    await userEvent.type(await screen.findByRole('searchbox'), '  rouge  {Enter}');
    expect(screen.getByRole('searchbox')).not.toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/?page=2');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?search=rouge'), { timeout: 1500 });
  });

  it('lists categories after "All categories", and picking one resets the page', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([product()], 3, 45)) : undefined));
    show('/?page=2');
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Skincare' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All categories', 'Lips', 'Skincare']);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 total')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'c2');
    expect(screen.getByTestId('location')).toHaveTextContent('/?category=c2');
    expect(screen.getByRole('button', { name: 'Clear filters (1)' })).toBeInTheDocument();
  });
});

describe('product card colours', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a colour, deselects on a second click, and adds the chosen colour', async () => {
    const many = [
      ...product().colors,
      { name: 'Coral', hexCode: '#FF7F50', soldOut: false, left: null, photo: null },
      { name: 'Plum', hexCode: '#673147', soldOut: false, left: null, photo: null },
      { name: 'Nude', hexCode: '#E3BC9A', soldOut: false, left: null, photo: null },
      { name: 'Red', hexCode: '#C00000', soldOut: false, left: null, photo: null },
      { name: 'Mauve', hexCode: '#915F6D', soldOut: false, left: null, photo: null },
    ];
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([product({ colors: many })])) : undefined));
    show();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.getByRole('link', { name: '2 more colors' })).toHaveTextContent('+2');

    await userEvent.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a color');
    expect(useCart.getState().items).toEqual([]);

    const rose = screen.getByRole('button', { name: 'Rose Nude' });
    await userEvent.click(rose);
    expect(rose).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Please select a color')).not.toBeInTheDocument();
    await userEvent.click(rose);
    expect(rose).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Berry' }));
    await userEvent.click(add);
    expect(useCart.getState().items).toMatchObject([{ id: 'p1', color: { name: 'Berry' }, quantity: 1, offerPrice: 12.5 }]);
    expect(screen.getByText('In Cart (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveFocus();
  });

  it('dims a sold-out product and disables its button', async () => {
    mockFetch(common, (url) => (url.pathname === '/api/products' ? json(page([product({ soldOut: true, colors: [] })])) : undefined));
    show();
    const button = await screen.findByRole('button', { name: 'Sold Out' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: /View details/ })).not.toBeInTheDocument();
  });
});
