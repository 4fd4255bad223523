import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import { validation } from '#contract/messages/validation.js';
import type { Product } from '#contract/product.js';
import { ApiError } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { uploadForm } from '#web/http/upload.js';
import { json, mockFetch, renderWithProviders } from '../test-utils.js';
import { ProductDialog } from './ProductDialog.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('#web/http/upload.js', () => ({ uploadForm: vi.fn() }));

const product: Product = {
  id: 'p1',
  name: 'Velvet Lipstick',
  description: 'Matte finish',
  translations: { fr: {}, ar: {} },
  price: 20,
  offerPrice: null,
  image: '/uploads/p1.webp',
  imageSrcset: null,
  imageWidth: 800,
  imageHeight: 800,
  photos: [],
  soldOut: false,
  trackStock: false,
  left: null,
  categoryId: 'c1',
  category: { id: 'c1', name: 'Lips', translations: { fr: {}, ar: {} } },
  colors: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderDialog(editing: Product | null = null, onClose = vi.fn()) {
  renderWithProviders(<ProductDialog product={editing} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

const sentFields = () => {
  const form = vi.mocked(uploadForm).mock.calls[0]![1].body;
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']));
};

describe('ProductDialog', () => {
  beforeEach(() => {
    mockFetch((url) => (url.pathname === '/api/categories/categories' ? json([{ id: 'c1', name: 'Lips' }]) : json({}, 404)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("says 'Failed to fetch categories' when the category list cannot load", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/categories/categories') throw new TypeError('Failed to fetch');
      return json({}, 404);
    });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText(admin.categories.fetchFailed)).toBeInTheDocument();
  });

  it('shows every validation message of an empty form next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitAdd }));
    expect(within(dialog).getByLabelText(admin.products.name)).toHaveAccessibleDescription(validation.productNameRequired);
    expect(within(dialog).getByLabelText(admin.products.description)).toHaveAccessibleDescription(
      validation.productDescriptionRequired,
    );
    expect(within(dialog).getByLabelText(admin.products.price)).toHaveAccessibleDescription(validation.validPrice);
    expect(within(dialog).getByText(validation.selectCategory)).toBeInTheDocument();
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('refuses a zero price and hides the sold-out switch when adding', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('switch', { name: commonText.soldOut })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(admin.products.price), '0');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitAdd }));
    expect(within(dialog).getByText(validation.validPrice)).toBeInTheDocument();
  });

  it('applies the colour rules: name and hex required, names unique whatever the case', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const name = within(dialog).getByLabelText(admin.colors.name);
    const hex = within(dialog).getByLabelText(admin.colors.hexCode);
    const add = within(dialog).getByRole('button', { name: admin.colors.add });

    expect(hex).toHaveValue('#000000');
    expect(hex).toHaveAttribute('placeholder', '#RRGGBB');

    await user.click(add);
    expect(within(dialog).getByText(validation.colorNameRequired)).toBeInTheDocument();

    await user.type(name, '  Ruby  ');
    await user.clear(hex);
    await user.click(add);
    expect(within(dialog).getByText(validation.colorHexRequired)).toBeInTheDocument();

    await user.type(hex, '#aa0011');
    await user.click(add);
    expect(toast.success).toHaveBeenCalledWith(admin.colors.added);
    expect(within(dialog).getByText('Ruby')).toBeInTheDocument();
    expect(within(dialog).getByText('#AA0011')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(hex).toHaveValue('#000000');

    await user.type(name, 'RUBY{Enter}');
    expect(within(dialog).getByText(validation.colorNameExists)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: admin.colors.remove('Ruby') }));
    expect(toast.success).toHaveBeenCalledWith(admin.colors.removed);
    expect(within(dialog).queryByText('#AA0011')).not.toBeInTheDocument();
  });

  it('sends the edit as multipart, offer price and colours only when filled, once on a double click', async () => {
    const user = userEvent.setup();
    let answer!: (value: Product) => void;
    vi.mocked(uploadForm).mockReturnValue(new Promise((resolve) => (answer = resolve as (value: Product) => void)));
    const { dialog, onClose } = renderDialog(product);

    await user.click(within(dialog).getByRole('switch', { name: commonText.soldOut }));
    await user.dblClick(within(dialog).getByRole('button', { name: admin.products.submitEdit }));

    expect(within(dialog).getByRole('button', { name: admin.common.updating })).toBeDisabled();
    expect(uploadForm).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadForm).mock.calls[0]![0]).toBe('/products/p1');
    expect(vi.mocked(uploadForm).mock.calls[0]![1].method).toBe('PUT');
    expect(sentFields()).toEqual({
      name: 'Velvet Lipstick',
      description: 'Matte finish',
      price: '20.00',
      categoryId: 'c1',
      soldOut: 'true',
      trackStock: 'false',
    });

    answer({ ...product, soldOut: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(admin.products.updated);
  });

  it('shows the French and Arabic text in their own groups and sends what is filled, trimmed', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockResolvedValue(product);
    const translated: Product = {
      ...product,
      translations: { fr: { name: 'Rouge Velours' }, ar: { name: 'أحمر شفاه مخملي', description: 'لمسة مطفية' } },
    };
    const { dialog } = renderDialog(translated);
    const french = within(dialog).getByRole('group', { name: admin.translations.legend('French') });
    const arabic = within(dialog).getByRole('group', { name: admin.translations.legend('Arabic') });
    expect(french).toHaveAccessibleDescription(admin.translations.hint('French'));

    const frenchName = within(french).getByLabelText(admin.translations.name('French'));
    expect(frenchName).toHaveValue('Rouge Velours');
    expect(frenchName).toHaveAttribute('lang', 'fr');
    const arabicName = within(arabic).getByLabelText(admin.translations.name('Arabic'));
    expect(arabicName).toHaveValue('أحمر شفاه مخملي');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    const arabicDescription = within(arabic).getByLabelText(admin.translations.description('Arabic'));
    expect(arabicDescription).toHaveValue('لمسة مطفية');
    expect(arabicDescription).toHaveAttribute('dir', 'rtl');
    // The English fields keep their own labels.
    expect(within(dialog).getByLabelText(admin.products.name)).toHaveValue('Velvet Lipstick');

    await user.type(within(french).getByLabelText(admin.translations.description('French')), '  Fini mat, teinte intense ');
    await user.clear(arabicDescription);
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));

    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(sentFields()).toEqual({
      name: 'Velvet Lipstick',
      description: 'Matte finish',
      price: '20.00',
      categoryId: 'c1',
      soldOut: 'false',
      trackStock: 'false',
      nameFr: 'Rouge Velours',
      descriptionFr: 'Fini mat, teinte intense',
      nameAr: 'أحمر شفاه مخملي',
    });
  });

  it('shows a count beside each colour of a tracked product and sends the counts typed with the ones seen', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockResolvedValue(product);
    mockFetch((url) => {
      if (url.pathname === '/api/categories/categories') return json([{ id: 'c1', name: 'Lips' }]);
      if (url.pathname === '/api/products/p1/stock') {
        return json({ trackStock: true, markedSoldOut: false, counts: [{ colorHex: '#FF0077', count: 4 }, { colorHex: '#660033', count: 0 }] });
      }
      return json({}, 404);
    });
    const tracked: Product = {
      ...product,
      // Sold out by its counts would not be the owner's switch: the switch shows what is stored.
      soldOut: true,
      trackStock: true,
      colors: [
        { name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: null },
        { name: 'Plum', hexCode: '#660033', soldOut: true, left: null, photo: null },
      ],
    };
    const { dialog } = renderDialog(tracked);
    const rose = await within(dialog).findByLabelText(admin.stock.countOf('Rose'));
    expect(rose).toHaveValue(4);
    expect(within(dialog).getByLabelText(admin.stock.countOf('Plum'))).toHaveValue(0);
    expect(within(dialog).getByRole('switch', { name: admin.stock.track })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: commonText.soldOut })).not.toBeChecked();

    await user.clear(rose);
    await user.type(rose, '6');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(sentFields()).toMatchObject({ soldOut: 'false', trackStock: 'true' });
    expect(JSON.parse(sentFields().stock!)).toEqual([
      { colorHex: '#FF0077', count: 6, seen: 4 },
      { colorHex: '#660033', count: 0, seen: 0 },
    ]);
  });

  it('keeps the counts as they are when they failed to load: no count fields, and the save sends none', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockResolvedValue(product);
    mockFetch((url) => {
      if (url.pathname === '/api/categories/categories') return json([{ id: 'c1', name: 'Lips' }]);
      if (url.pathname === '/api/products/p1/stock') return json({ message: 'Service unavailable' }, 503);
      return json({}, 404);
    });
    const { dialog } = renderDialog({ ...product, trackStock: true });
    expect(await within(dialog).findByText(admin.stock.loadFailedKept, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(admin.stock.count)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(sentFields()).toMatchObject({ trackStock: 'true' });
    expect(sentFields().stock).toBeUndefined();
  });

  it('refuses a count that is not a whole number from 0, and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('switch', { name: admin.stock.track }));
    await user.type(within(dialog).getByLabelText(admin.stock.count), '-2');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitAdd }));
    expect(within(dialog).getByText(validation.stockCount)).toBeInTheDocument();
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('shows a translation the server refused next to its field', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockRejectedValue(new ApiError(400, 'The request is not valid', { nameAr: validation.tooLong(200) }));
    const { dialog } = renderDialog(product);
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    expect(await within(dialog).findByLabelText(admin.translations.name('Arabic'))).toHaveAccessibleDescription(validation.tooLong(200));
  });

  it("puts the server's field messages next to their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockRejectedValue(
      new ApiError(400, 'The request is not valid', { offerPrice: validation.offerPriceBelowPrice }),
    );
    const { dialog, onClose } = renderDialog({ ...product, colors: [{ name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: null }] });
    await user.type(within(dialog).getByLabelText(`${admin.products.offerPrice} ${admin.products.optional}`), '5');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));

    expect(await within(dialog).findByText(validation.offerPriceBelowPrice)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(admin.products.updateFailed);
    expect(sentFields()).toMatchObject({ offerPrice: '5', colors: JSON.stringify([{ name: 'Rose', hexCode: '#FF0077', photo: null }]) });
    expect(within(dialog).getByLabelText(admin.products.name)).toHaveValue('Velvet Lipstick');
    expect(onClose).not.toHaveBeenCalled();
  });
});
